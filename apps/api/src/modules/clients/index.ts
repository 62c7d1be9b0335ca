// The public face of the client book: what booking (the customer's and the waitlist's) asks of a
// client's past with a shop (issue 36), written out here so importing it loads nothing.

import type { ClientMisses } from '@app/shared';
import type { Executor } from '../../db/database.ts';

/**
 * A client's no-shows and late cancellations with one shop, the client found as the client book
 * merges them (any booking sharing a phone or an e-mail, transitively); bound in container.ts.
 */
export interface ClientPast {
  misses(
    ex: Executor,
    vendorId: number,
    contact: { phone: string | null; email: string | null },
  ): Promise<ClientMisses>;
}
