// What other modules may use of payments.
import type { PaymentCheckout } from '@app/shared';
import type { Trx } from '../../db/database.ts';

/**
 * What the customer side asks of payments: a checkout for a booking group's deposit, recorded in
 * the transaction that holds the bookings, opened at the provider after commit (`openCheckout`,
 * wired in container.ts).
 */
export interface Checkouts {
  checkout(request: {
    vendorId: number;
    /** Null for a waitlist client, known by the phone the offer reached. */
    customerId: number | null;
    email: string;
    multipleId: string;
    amountKobo: number;
    /** Where the payer comes back to, a path of this product; else the operator's return page. */
    returnPath?: string;
  }): {
    /** The hold's end (UTC instant). */
    expiresAt: string;
    record(trx: Trx): Promise<unknown>;
    open(): Promise<PaymentCheckout>;
  };
}
