import { randomUUID } from 'node:crypto';
import { CALENDAR_MESSAGES, SERVICE_LOCATIONS, VENDOR_CREATE, type WalkInBody } from '@app/shared';
import type { NewBooking } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { BookingsContext } from './bookings.context.ts';
import type { BookingsRepository } from './bookings.repository.ts';

type OwnService = NonNullable<Awaited<ReturnType<BookingsRepository['ownService']>>>;

/** The vendor's service a calendar booking names; 422 unless it is theirs and still on offer. */
export async function ownServiceOf(ctx: BookingsContext, userId: number, serviceId: number) {
  const service = await ctx.bookings.ownService(userId, serviceId);
  if (!service)
    throw unprocessable(CALENDAR_MESSAGES.chooseOwnService, {
      service_id: CALENDAR_MESSAGES.chooseOwnService,
    });
  return service;
}

/**
 * The row of a booking the vendor makes for a walk-in or phone client (a single one or a visit of a
 * series): approved from the start (VENDOR_CREATE) and paid at the shop, so no deposit and no hold.
 * Its reference comes from the caller (booking-moves' newReference), so this step loads no other step.
 */
export const vendorMadeRow = (
  userId: number,
  service: OwnService,
  body: Omit<WalkInBody, 'date' | 'time'>,
  slot: { start: Date; end: Date; staffId: number | null; reference: string; seriesId?: number },
  now: Date,
): NewBooking => ({
  user_id: userId,
  customer_id: null,
  service_id: service.id,
  multiple_id: randomUUID(),
  reference: slot.reference,
  service_name: service.name,
  duration_type: service.duration_type,
  virtual_appointment: service.virtual_appointment,
  starts_at: slot.start.toISOString(),
  ends_at: slot.end.toISOString(),
  status: VENDOR_CREATE.to,
  service_price: service.price,
  hold_expires_at: null,
  service_location: SERVICE_LOCATIONS[1],
  service_address: null,
  service_comment: body.note || null,
  source: body.source,
  client_name: body.client_name,
  client_phone: body.client_phone,
  client_email: body.client_email || null,
  staff_id: slot.staffId,
  ...(slot.seriesId === undefined ? {} : { series_id: slot.seriesId }),
  created_at: now.toISOString(),
  updated_at: now.toISOString(),
});
