import { randomUUID } from 'node:crypto';
import {
  ABUSE_LIMITS,
  bookingDeposit,
  CUSTOMER_CREATE,
  type CustomerBookingBody,
  formatDetails,
  MSG,
  missedDepositPercent,
  missedDepositReason,
  missedRule,
  targetOf,
} from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { Executor } from '../../db/database.ts';
import { lockCustomer, lockVendor } from '../../db/locks.ts';
import { RateLimited, secondsUntil } from '../../lib/errors.ts';
import type { CustomerContext } from './context.ts';
import type { CustomerRepository } from './customer.repository.ts';
import type { Vendor } from './open-shop.ts';

type Service = Awaited<ReturnType<CustomerRepository['services']>>[number];
/** One booking to make: its service, its time and the team member(s) asked for. */
export interface VisitSlot {
  service: Service;
  start: Date;
  end: Date;
  staff: number | null | readonly number[];
}

/** When waiting bookings free up: a hold lapses when its payment does not come; a pending one waits for the vendor. */
const waitFor = (ctx: CustomerContext, nextLapse: string | null, now: Date) =>
  secondsUntil(ctx.clock, nextLapse ? new Date(nextLapse) : new Date(now.getTime() + ABUSE_LIMITS.hourMs));

/**
 * One customer cannot hold a vendor's calendar (nor flood its inbox): at most 10 bookings waiting
 * with one vendor, and 20 booked in an hour; and new customers (`isNew`), which anyone can make
 * by the dozen, hold at most 30 of one vendor's slots together. Counted in the database; inside
 * the booking's transaction the vendor's and the customer's rows are locked, so racing requests
 * are counted one after the other.
 */
async function checkBookingCaps(
  ctx: CustomerContext,
  ex: Executor,
  customerId: number,
  vendorId: number,
  adding: number,
  isNew: boolean,
) {
  const { customers, clock } = ctx;
  const now = clock.now();
  const caps = ABUSE_LIMITS.bookings;
  const open = await customers.openBookingsWithVendor(ex, customerId, vendorId, now.toISOString());
  if (Number(open.count) + adding > caps.openPerVendor) {
    throw new RateLimited(MSG.tooManyOpenBookings, waitFor(ctx, open.next_lapse, now));
  }
  if (isNew) {
    const joinedAfter = new Date(now.getTime() - caps.newCustomerMs).toISOString();
    const held = await customers.openBookingsOfNewCustomers(ex, vendorId, now.toISOString(), joinedAfter);
    if (Number(held.count) + adding > caps.newCustomersOpenPerVendor) {
      throw new RateLimited(MSG.tooManyOpenBookings, waitFor(ctx, held.next_lapse, now));
    }
  }
  const since = new Date(now.getTime() - ABUSE_LIMITS.hourMs);
  const made = await customers.bookingsMadeSince(ex, customerId, since.toISOString());
  if (Number(made.count) + adding > caps.perHour) {
    const oldest = made.oldest ? new Date(made.oldest) : now;
    throw new RateLimited(
      MSG.tooManyBookings,
      secondsUntil(clock, new Date(oldest.getTime() + ABUSE_LIMITS.hourMs)),
    );
  }
}

/**
 * Books the slots under one multiple_id, as one booking of the client: the booking caps, the slot
 * checks and the insert share one transaction with the vendor and the client locked; a deposit is
 * one checkout for all of them. A series (issue 36) links them with its row in that transaction.
 */
export async function holdVisits(
  ctx: CustomerContext,
  input: {
    customerId: number;
    vendor: Vendor;
    slots: VisitSlot[];
    details: Omit<CustomerBookingBody, 'vendor_id' | 'items'>;
    ip: string;
    series?: { everyWeeks: number };
  },
) {
  const { db, transact, customers, bookings, moves, notifications, clock } = ctx;
  const { customerId, vendor, slots, details: body, ip, series } = input;
  const joinedAfter = new Date(clock.now().getTime() - ABUSE_LIMITS.bookings.newCustomerMs).toISOString();
  const isNew = await customers.isNewCustomer(db, customerId, joinedAfter);
  // Checked again under the locks below; here it spares a checkout for a refused booking.
  await checkBookingCaps(ctx, db, customerId, vendor.id, slots.length, isNew);
  // New accounts from one address (a script making them) get a few of the vendor's slots an
  // hour, so they cannot take the vendor's share for new customers all at once.
  const fromAddress =
    isNew && ctx.perAddress
      ? await ctx.spend(
          // One use per slot.
          slots.map(() => ({
            key: `book-new:${vendor.id}:ip:${normalizeIP(ip || 'unknown')}`,
            max: ABUSE_LIMITS.bookings.newCustomerSlotsPerAddressPerHour,
            windowMs: ABUSE_LIMITS.hourMs,
            message: MSG.tooManyBookings,
          })),
        )
      : null;
  // A booking refused after all (a slot taken meanwhile) uses none of the address's share.
  const refused = async (error: unknown): Promise<never> => {
    await fromAddress?.giveBack();
    throw error;
  };
  const homeFee = body.service_location === "At Client's Location" ? vendor.home_service_fee : 0;
  // Issue 36: a client who missed before may be asked a share on every service (the policy's rule).
  const contact = await customers.contactOf(customerId);
  const rule = missedRule(vendor);
  const misses = rule.missed_deposit_after
    ? await ctx.past.misses(db, vendor.id, contact)
    : { no_shows: 0, late_cancellations: 0 };
  const missedPercent = missedDepositPercent(rule, misses);
  const asked = slots.map((slot) => bookingDeposit(slot.service.price, slot.service, missedPercent));
  const deposits = asked.map((d) => d.kobo);
  const depositTotal = deposits.reduce((sum, d) => sum + d, 0);
  const depositReason = asked.some((d) => d.byHistory) ? missedDepositReason(rule, misses) : null;

  const now = clock.now();
  const multipleId = randomUUID();
  // A deposit is taken on the provider's page; until it is verified the slots are only held.
  const checkout =
    depositTotal > 0
      ? ctx.checkout({
          vendorId: vendor.id,
          customerId,
          email: contact.email,
          multipleId,
          amountKobo: depositTotal,
          ...(body.return_path ? { returnPath: body.return_path } : {}),
        })
      : null;
  const rows = slots.map((slot, index) => ({
    user_id: vendor.id,
    customer_id: customerId,
    service_id: slot.service.id,
    multiple_id: multipleId,
    reference: bookings.newReference(),
    service_name: slot.service.name,
    duration_type: slot.service.duration_type,
    virtual_appointment: slot.service.virtual_appointment,
    starts_at: slot.start.toISOString(),
    ends_at: slot.end.toISOString(),
    status: targetOf(CUSTOMER_CREATE, {
      depositDue: Boolean(checkout),
      automaticConfirm: Boolean(vendor.automatic_confirm_booking),
    }),
    service_price: slot.service.price,
    deposit_due: deposits[index] ?? 0,
    hold_expires_at: checkout?.expiresAt ?? null,
    // A visit of several services pays the trip once; each visit of a series is a trip of its own.
    home_service_fee: series || index === 0 ? homeFee : 0,
    service_location: body.service_location,
    service_address: body.service_address ?? null,
    service_comment: body.comment ?? null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }));
  // The slot checks and the insert share one transaction with the vendor locked, so two
  // customers cannot both take one slot.
  const presented = await transact(async (trx) => {
    await lockVendor(trx, vendor.id);
    await lockCustomer(trx, customerId);
    await checkBookingCaps(ctx, trx, customerId, vendor.id, slots.length, isNew);
    const seriesId = series
      ? await bookings.insertSeries(trx, {
          user_id: vendor.id,
          every_weeks: series.everyWeeks,
          created_at: now.toISOString(),
        })
      : null;
    // Anyone available is settled here, under the lock: the fairest member free at that time.
    const chosen = await bookings.checkSlots(
      trx,
      vendor.id,
      slots.map(({ service, start, end, staff }) => ({ label: service.name, start, end, staff })),
      { now, bookedBy: 'customer' },
    );
    const withStaff = rows.map((row, i) => ({ ...row, staff_id: chosen[i] ?? null, series_id: seriesId }));
    // Held for payment: the vendor (and the client's messages) hear of it once the deposit is verified.
    const ids = checkout
      ? (await bookings.insertMany(trx, withStaff)).map((r) => r.id)
      : await moves.create(trx, vendor.id, withStaff);
    // The booking page asks with an unticked box; a customer account's booking rests on the booking.
    await moves.consent(
      trx,
      ids,
      body.reminders === undefined
        ? { source: 'customer_account', given: true }
        : { source: 'booking_page', given: body.reminders },
    );
    if (checkout) {
      await checkout.record(trx);
    } else {
      const first = slots[0]!;
      await notifications.record(
        trx,
        vendor.id,
        'service',
        vendor.automatic_confirm_booking ? 'New booking' : 'New booking request',
        series
          ? `${first.service.name}: ${slots.length} visits every ${series.everyWeeks} week(s) from ${formatDetails(first.start)}.`
          : `${slots.map((s) => s.service.name).join(', ')} on ${formatDetails(first.start)}.`,
        { email: true, bookingId: ids[0]!, push: true },
      );
    }
    return bookings.present(trx, vendor.id, ids);
  }).catch(refused);
  // Opened at the provider only for slots now held, and with no transaction open meanwhile.
  const payment = checkout ? await checkout.open().catch(refused) : null;
  return {
    success: true as const,
    multiple_id: multipleId,
    bookings: presented,
    payment,
    ...(depositReason ? { deposit_reason: depositReason } : {}),
  };
}
