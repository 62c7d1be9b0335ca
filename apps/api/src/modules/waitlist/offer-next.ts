import {
  formatDetails,
  holdEnds,
  holdKey,
  lagosDay,
  nextInLine,
  offerChannel,
  offerMessage,
  WHATSAPP_LANGUAGE,
} from '@app/shared';
import type { Trx } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { WaitlistContext } from './context.ts';
import type { FreedSlot, SlotsFreed } from './index.ts';

/** The address of an offer's page. */
export const offerUrl = (publicUrl: string, token: string) => `${publicUrl}/waitlist/${token}`;

/**
 * Offers a freed slot to the first in line who has not had it yet, in the caller's transaction:
 * the offer holds the slot (its unique hold key) and its WhatsApp or SMS goes out after commit. Nothing is
 * offered for a slot already started, already held, or no longer free (booked meanwhile).
 */
export async function offerNext(ctx: WaitlistContext, trx: Trx, slot: FreedSlot) {
  const now = ctx.clock.now();
  if (new Date(slot.startsAt) <= now) return;
  const { waitlist } = ctx;
  await lockVendor(trx, slot.vendorId);
  const key = holdKey(slot.vendorId, slot.staffId, slot.startsAt);
  if (await waitlist.isHeld(trx, key)) return;
  const [waiting, offered] = await Promise.all([
    waitlist.waitingFor(trx, slot.vendorId, slot.serviceId, lagosDay(slot.startsAt)),
    waitlist.offeredSlot(trx, slot.vendorId, slot.staffId, slot.startsAt),
  ]);
  const next = nextInLine(
    waiting,
    { serviceId: slot.serviceId, day: lagosDay(slot.startsAt) },
    new Set(offered.map((o) => o.entry_id)),
  );
  if (!next) return;
  const free = await ctx.bookings
    .checkSlots(
      trx,
      slot.vendorId,
      [
        {
          label: 'waitlist',
          start: new Date(slot.startsAt),
          end: new Date(slot.endsAt),
          staff: slot.staffId,
        },
      ],
      { now, bookedBy: 'vendor' },
    )
    .then(
      () => true,
      () => false,
    );
  if (!free) return;
  const shop = await waitlist.holdMinutes(trx, slot.vendorId);
  const service = await waitlist.service(trx, slot.vendorId, slot.serviceId);
  const token = randomToken();
  await waitlist.insertOffer(trx, {
    user_id: slot.vendorId,
    entry_id: next.id,
    staff_id: slot.staffId,
    starts_at: slot.startsAt,
    ends_at: slot.endsAt,
    token_hash: sha256(token),
    status: 'offered',
    hold_key: key,
    offered_at: now.toISOString(),
    expires_at: holdEnds(now, shop.waitlist_hold_minutes).toISOString(),
  });
  const message = offerMessage({
    shop: shop.business_name ?? 'Your salon',
    service: service?.name ?? 'your service',
    when: formatDetails(slot.startsAt),
    minutes: shop.waitlist_hold_minutes,
    url: offerUrl(ctx.publicUrl, token),
  });
  // By WhatsApp when the shop's client messages go by WhatsApp (issue 36), else by SMS.
  const to = next.client_phone;
  await ctx.outbox.record(trx, [
    offerChannel(shop.whatsapp !== 0, to) === 'whatsapp'
      ? {
          topic: 'whatsapp',
          payload: {
            to,
            template: message.template,
            language: WHATSAPP_LANGUAGE,
            parameters: message.parameters,
            text: message.text,
          },
        }
      : { topic: 'sms', payload: { to, text: message.text } },
  ]);
}

/** Bookings' `SlotsFreed` port: each freed slot is offered to its first in line. */
export const slotsFreed = (ctx: () => WaitlistContext): SlotsFreed => ({
  async freed(trx, slots) {
    for (const slot of slots) await offerNext(ctx(), trx, slot);
  },
});
