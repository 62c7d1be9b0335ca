// The public face of privacy (issue 37): what other modules use of it, written out here (importing it loads nothing).

import type { VisitCorrectBody, visitDataResponse } from '@app/shared';
import type { z } from 'zod';
import type { Trx } from '../../db/database.ts';

/** The client's rights on her booking page (the shop module's routes call it once the phone code is right). */
export interface ClientPrivacy {
  /** Who the booking's client is, as the shop knows her: the phone her code goes to. */
  contactOf(bookingId: number): Promise<{ vendorId: number; shop: string; phone: string | null } | undefined>;
  /** Her data held by the booking's shop; with `erase`, her erasure request recorded too (once). */
  dataOf(bookingId: number, erase: boolean): Promise<z.output<typeof visitDataResponse>>;
  /** Her name and e-mail corrected on her bookings with the shop, and the correction recorded. */
  correct(bookingId: number, body: Omit<VisitCorrectBody, 'code'>): Promise<Done>;
  /** Her objection: the shop's messages stopped but what she must be told, and the objection recorded. */
  object(bookingId: number): Promise<Done>;
}
type Done = { success: true; message: string };

/** What privacy needs of the client messages' consents (the reminders module's consentsService). */
export interface MessageConsents {
  /** The opt-out link's withdrawal for the booking's client, every channel, in the transaction given. */
  object(trx: Trx, bookingId: number): Promise<void>;
}
