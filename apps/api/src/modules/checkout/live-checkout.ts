import type { BookedEntry } from './checkout.repository.ts';

/** A booking's checkout that no void corrects (at most one: a new checkout needs the old one voided). */
export const liveCheckout = (entries: readonly BookedEntry[]) =>
  entries.find(
    (e) => e.kind === 'checkout' && !entries.some((c) => c.kind === 'void' && c.corrects_id === e.id),
  );

/** Per method and team member, what a checkout took less what its refunds gave back, in kobo. */
export function netLines(checkout: BookedEntry, entries: readonly BookedEntry[]) {
  const net = new Map<string, BookedEntry['payments'][number]>();
  const corrections = entries.filter((e) => e.corrects_id === checkout.id);
  for (const line of [checkout, ...corrections].flatMap((e) => e.payments)) {
    const key = `${line.method}:${line.staff_id ?? ''}`;
    const kept = net.get(key);
    net.set(key, kept ? { ...kept, amount: kept.amount + line.amount } : { ...line });
  }
  return [...net.values()].filter((l) => l.amount !== 0);
}
