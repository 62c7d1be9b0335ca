// The public face of privacy (issue 37): what other modules use of it, written out here (importing it loads nothing).

import type { visitDataResponse } from '@app/shared';
import type { z } from 'zod';

/** The client's rights on her booking page (the shop module's routes call it once the phone code is right). */
export interface ClientPrivacy {
  /** Who the booking's client is, as the shop knows her: the phone her code goes to. */
  contactOf(bookingId: number): Promise<{ vendorId: number; shop: string; phone: string | null } | undefined>;
  /** Her data held by the booking's shop; with `erase`, her erasure request recorded too (once). */
  dataOf(bookingId: number, erase: boolean): Promise<z.output<typeof visitDataResponse>>;
}
