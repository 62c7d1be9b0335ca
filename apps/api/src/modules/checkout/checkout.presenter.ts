import {
  type BookEntry,
  type BookEntryFacts,
  koboToNaira,
  type Takings,
  type TakingsFigures,
} from '@app/shared';
import type { BookedEntry } from './checkout.repository.ts';

/** The bill's lines as the book keeps them (JSON, kobo). */
export const itemsOf = (entry: Pick<BookedEntry, 'items'>) =>
  JSON.parse(entry.items) as { name: string; amount: number }[];

/** An entry of the book as the API answers it, in NGN. */
export const presentEntry = (entry: BookedEntry): BookEntry => ({
  id: entry.id,
  kind: entry.kind,
  booking_id: entry.booking_id,
  corrects_id: entry.corrects_id,
  reason: entry.reason,
  items: itemsOf(entry).map((i) => ({ name: i.name, amount: koboToNaira(i.amount) })),
  deposit: koboToNaira(entry.deposit),
  discount: koboToNaira(entry.discount),
  due: koboToNaira(entry.due),
  tip: koboToNaira(entry.tip),
  paid: koboToNaira(entry.payments.reduce((sum, p) => sum + p.amount, 0)),
  payments: entry.payments.map((p) => ({
    method: p.method,
    amount: koboToNaira(p.amount),
    staff_id: p.staff_id,
    staff_name: p.staff_name,
  })),
  created_at: entry.created_at,
});

/** What the shared takings rule reads of an entry. */
export const entryFacts = (entry: BookedEntry): BookEntryFacts => ({
  kind: entry.kind,
  tipKobo: entry.tip,
  depositKobo: entry.deposit,
  payments: entry.payments.map((p) => ({
    method: p.method,
    amountKobo: p.amount,
    staffId: p.staff_id,
    staffName: p.staff_name,
  })),
});

export const presentTakings = (t: Takings): TakingsFigures => ({
  methods: Object.fromEntries(
    Object.entries(t.methods).map(([method, m]) => [
      method,
      { taken: koboToNaira(m.takenKobo), refunded: koboToNaira(m.refundedKobo), net: koboToNaira(m.netKobo) },
    ]),
  ) as TakingsFigures['methods'],
  cash_in_drawer: koboToNaira(t.cashInDrawerKobo),
  deposits_applied: koboToNaira(t.depositsAppliedKobo),
  tips: koboToNaira(t.tipsKobo),
  refunds: koboToNaira(t.refundsKobo),
  in_shop: koboToNaira(t.inShopKobo),
  checkouts: t.checkouts,
  by_staff: t.byStaff.map((s) => ({ staff_id: s.staffId, name: s.name, amount: koboToNaira(s.amountKobo) })),
});
