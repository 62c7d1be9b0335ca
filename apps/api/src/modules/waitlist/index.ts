// The public face of the waitlist (issue 36): what bookings and the slot checks use of it, written
// out here (this file imports no file of the module, so importing it loads nothing).

import type { WaitlistJoinBody, WaitlistOfferView } from '@app/shared';
import type { Executor, Trx } from '../../db/database.ts';

/** A slot a booking just let go of: its service, team member and times (ISO). */
export interface FreedSlot {
  vendorId: number;
  serviceId: number;
  staffId: number | null;
  startsAt: string;
  endsAt: string;
}

/**
 * Told by bookings, in the transaction that frees a slot (a cancel, reject or a move away), so the
 * first in line is offered it when that commits; bound to the waitlist's `offerSlot` in container.ts.
 */
export interface SlotsFreed {
  freed(trx: Trx, slots: readonly FreedSlot[]): Promise<void>;
}

/** The slots live offers hold (taken for every other booking while the hold lasts). */
export interface WaitlistHolds {
  heldSlots(
    ex: Executor,
    userId: number,
    window: { from: string; to: string },
    now: string,
  ): Promise<{ starts_at: string; ends_at: string; staff_id: number | null }[]>;
}

/**
 * What the shop's public pages use of the waitlist (their join form and an offer's page), bound to
 * its use cases in container.ts; failures are the use cases' AppErrors (404, 409, 422).
 */
export interface WaitlistForShop {
  /** `ip`: the client's address, which the form's limits count. */
  join(profileLink: string, body: WaitlistJoinBody, ip: string): Promise<{ message: string }>;
  offer(token: string): Promise<WaitlistOfferView>;
  /** `payment`: where to pay the deposit a taken offer asks (issue 36). */
  answer(
    token: string,
    answer: 'take' | 'decline',
  ): Promise<{ message: string; payment?: { authorization_url: string } }>;
  /** Today in Lagos by the server's clock: the join form's first day. */
  today(): string;
}
