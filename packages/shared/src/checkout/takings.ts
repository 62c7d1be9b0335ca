import { PAYMENT_METHODS, type PaymentMethod } from './rules.ts';

/**
 * An entry of the shop's book as the takings read it, in kobo. A checkout's lines are positive; a
 * correction's are negative (a void mirrors the whole checkout, tip and deposit included; a refund
 * is one negative payment line), so every figure is a plain sum and nothing is ever edited.
 */
export interface BookEntryFacts {
  kind: 'checkout' | 'refund' | 'void';
  tipKobo: number;
  depositKobo: number;
  payments: { method: PaymentMethod; amountKobo: number; staffId: number | null; staffName: string | null }[];
}

export interface Takings {
  /** Per method: money in (checkouts), money out (refunds and voids) and what is left. */
  methods: Record<PaymentMethod, { takenKobo: number; refundedKobo: number; netKobo: number }>;
  /** What the cash drawer should hold from the day: cash taken less cash given back. */
  cashInDrawerKobo: number;
  /** Deposits paid online before the visits and applied to their bills (the ledger holds that money). */
  depositsAppliedKobo: number;
  tipsKobo: number;
  refundsKobo: number;
  /** Everything the shop itself took, net of refunds and voids, tips included. */
  inShopKobo: number;
  /** Checkouts recorded less those voided. */
  checkouts: number;
  /** Net money each team member took (staffId null: the vendor's own), largest first. */
  byStaff: { staffId: number | null; name: string | null; amountKobo: number }[];
}

export function takings(entries: readonly BookEntryFacts[]): Takings {
  const methods = Object.fromEntries(
    PAYMENT_METHODS.map((m) => [m, { takenKobo: 0, refundedKobo: 0, netKobo: 0 }]),
  ) as Takings['methods'];
  const staff = new Map<number, { staffId: number | null; name: string | null; amountKobo: number }>();
  let tipsKobo = 0;
  let depositsAppliedKobo = 0;
  let checkouts = 0;
  for (const entry of entries) {
    tipsKobo += entry.tipKobo;
    depositsAppliedKobo += entry.depositKobo;
    if (entry.kind === 'checkout') checkouts += 1;
    if (entry.kind === 'void') checkouts -= 1;
    for (const line of entry.payments) {
      const method = methods[line.method];
      if (line.amountKobo >= 0) method.takenKobo += line.amountKobo;
      else method.refundedKobo -= line.amountKobo;
      method.netKobo += line.amountKobo;
      const key = line.staffId ?? 0;
      const member = staff.get(key) ?? { staffId: line.staffId, name: line.staffName, amountKobo: 0 };
      member.amountKobo += line.amountKobo;
      staff.set(key, member);
    }
  }
  const all = Object.values(methods);
  return {
    methods,
    cashInDrawerKobo: methods.cash.netKobo,
    depositsAppliedKobo,
    tipsKobo,
    refundsKobo: all.reduce((sum, m) => sum + m.refundedKobo, 0),
    inShopKobo: all.reduce((sum, m) => sum + m.netKobo, 0),
    checkouts,
    byStaff: [...staff.values()]
      .filter((s) => s.amountKobo !== 0)
      .sort((a, b) => b.amountKobo - a.amountKobo || (a.staffId ?? Infinity) - (b.staffId ?? Infinity)),
  };
}
