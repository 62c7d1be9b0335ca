import { formatNaira, koboToNaira } from '../format/money.ts';
import { formatDetails } from '../format/time.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './rules.ts';

/** What a receipt message tells, in kobo. */
export interface ReceiptFacts {
  business: string;
  service: string;
  /** ISO instant of the appointment. */
  start: string;
  reference: string;
  dueKobo: number;
  depositKobo: number;
  tipKobo: number;
  payments: { method: PaymentMethod; amountKobo: number }[];
  balanceKobo: number;
}

/**
 * The WhatsApp template a receipt goes out as (category utility, language en), with five body
 * parameters in this order: business, service and time, reference, what was paid, the balance.
 */
export const RECEIPT_TEMPLATE = 'payment_receipt';

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));

/** The receipt in words (SMS, e-mail, the outbox) and as the template's parameters (WhatsApp). */
export function receiptMessage(facts: ReceiptFacts) {
  const what = `${facts.service}, ${formatDetails(facts.start)}`;
  const paid = facts.payments
    .map((p) => `${PAYMENT_METHOD_LABELS[p.method]} ${naira(p.amountKobo)}`)
    .join(', ');
  const paidLine = [
    paid || 'nothing at the shop',
    facts.depositKobo > 0 ? `deposit ${naira(facts.depositKobo)} applied` : '',
    facts.tipKobo > 0 ? `tip ${naira(facts.tipKobo)} included` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const balance = naira(facts.balanceKobo);
  return {
    subject: `Receipt: ${facts.business}`,
    text: `${facts.business}: receipt for ${what}. Ref ${facts.reference}. Paid: ${paidLine}. Balance ${balance}. Thank you!`,
    template: RECEIPT_TEMPLATE,
    parameters: [facts.business, what, facts.reference, paidLine, balance],
  };
}
