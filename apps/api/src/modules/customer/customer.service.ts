import { randomUUID } from 'node:crypto';
import {
  ABUSE_LIMITS,
  addDays,
  CUSTOMER_CREATE,
  CUSTOMER_TRANSITIONS,
  type CustomerBookingBody,
  type CustomerSlotsQuery,
  customerCancelOutcome,
  daysOfMonth,
  depositDue,
  depositKept,
  formatDetails,
  freeStartTimes,
  fromLagos,
  koboToNaira,
  MSG,
  REVIEWABLE_STATUSES,
  SLOT_STEP_MINUTES,
  staffChoice,
  targetOf,
} from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import { hash } from '@node-rs/argon2';
import type { Clock } from '../../adapters/clock.ts';
import { type Limiter, RateLimited, secondsUntil, spend } from '../../adapters/limiter.ts';
import type { Db, Executor, Transact, Trx } from '../../db/database.ts';
import { lockCustomer, lockVendor } from '../../db/locks.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import { passwordMatches } from '../../lib/passwords.ts';
import type { SignInGuard } from '../auth/index.ts';
import type { CustomerBookingRows } from '../bookings/index.ts';
import {
  type BookingMove,
  type BookingMoves,
  checkSlots,
  contextFor,
  newReference,
  presentBookings,
  StaleBookings,
  slotContext,
} from '../bookings/index.ts';
import type { Offers } from '../catalogue/index.ts';
import type { NotificationsService, NotificationType } from '../notifications/index.ts';
import type { Checkouts } from '../payments/index.ts';
import type { WeekReads } from '../schedule/index.ts';
import type { TeamReads } from '../staff/index.ts';
import type { CustomerRepository } from './customer.repository.ts';

const conflict = (message: string) => new AppError('conflict', message, { success: false });

/** The customer side (DESIGN §5): enough of the customer product to drive the dashboard. */
export function customerService(deps: {
  /** For reads outside any transaction (a look at free times). */
  db: Db;
  transact: Transact;
  customers: CustomerRepository;
  payments: Checkouts;
  catalogue: Offers;
  schedule: WeekReads;
  bookings: CustomerBookingRows;
  staff: TeamReads;
  moves: BookingMoves;
  notifications: NotificationsService;
  clock: Clock;
  guard: SignInGuard;
  limiter: Limiter;
  /** Whether per-address ceilings apply (RATE_LIMIT_MAX above 0): off when every request comes from one address. */
  perAddress: boolean;
}) {
  const {
    db,
    transact,
    customers,
    payments,
    catalogue,
    schedule,
    bookings,
    staff,
    moves,
    notifications,
    clock,
    guard,
    limiter,
    perAddress,
  } = deps;
  const nowIso = () => clock.now().toISOString();

  async function issueToken(customerId: number) {
    const token = randomToken();
    await customers.insertToken(customerId, sha256(token), nowIso());
    return { success: true as const, token, userId: customerId };
  }

  /** The bookings as they stand inside the transaction that changed them, for the answer. */
  const presentIn = async (trx: Trx, vendorId: number, ids: number[]) =>
    presentBookings(trx, bookings, await bookings.findMany(trx, vendorId, ids));

  /** Moves the customer's own booking, alerts the vendor and answers it as it now stands. */
  async function changeOwn(
    booking: { id: number; user_id: number },
    move: Omit<BookingMove, 'vendorId' | 'ids'>,
    alert: { type: NotificationType; title: string; description: string },
    stale: string,
  ) {
    try {
      const [presented] = await transact(async (trx) => {
        await moves.move(trx, { ...move, vendorId: booking.user_id, ids: [booking.id] });
        await notifications.record(trx, booking.user_id, alert.type, alert.title, alert.description);
        return presentIn(trx, booking.user_id, [booking.id]);
      });
      return { success: true as const, booking: presented };
    } catch (error) {
      throw error instanceof StaleBookings ? conflict(stale) : error;
    }
  }

  /** When waiting bookings free up: a hold lapses when its payment does not come; a pending one waits for the vendor. */
  const waitFor = (nextLapse: string | null, now: Date) =>
    secondsUntil(clock, nextLapse ? new Date(nextLapse) : new Date(now.getTime() + ABUSE_LIMITS.hourMs));

  /**
   * One customer cannot hold a vendor's calendar (nor flood its inbox): at most 10 bookings waiting
   * with one vendor, and 20 booked in an hour; and new customers (`isNew`), which anyone can make
   * by the dozen, hold at most 30 of one vendor's slots together. Counted in the database; inside
   * the booking's transaction the vendor's and the customer's rows are locked, so racing requests
   * are counted one after the other.
   */
  async function checkBookingCaps(
    ex: Executor,
    customerId: number,
    vendorId: number,
    adding: number,
    isNew: boolean,
  ) {
    const now = clock.now();
    const caps = ABUSE_LIMITS.bookings;
    const open = await customers.openBookingsWithVendor(ex, customerId, vendorId, now.toISOString());
    if (Number(open.count) + adding > caps.openPerVendor) {
      throw new RateLimited(MSG.tooManyOpenBookings, waitFor(open.next_lapse, now));
    }
    if (isNew) {
      const joinedAfter = new Date(now.getTime() - caps.newCustomerMs).toISOString();
      const held = await customers.openBookingsOfNewCustomers(ex, vendorId, now.toISOString(), joinedAfter);
      if (Number(held.count) + adding > caps.newCustomersOpenPerVendor) {
        throw new RateLimited(MSG.tooManyOpenBookings, waitFor(held.next_lapse, now));
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

  async function ownBooking(customerId: number, bookingId: number) {
    const booking = await customers.bookingOfCustomer(customerId, bookingId);
    if (!booking) throw notFound(MSG.bookingNotFound);
    return booking;
  }

  return {
    async register(body: {
      email: string;
      first_name: string;
      last_name: string;
      password: string;
      phone_number?: string;
    }) {
      try {
        const { password, phone_number, ...names } = body;
        const { id } = await customers.insert({
          ...names,
          phone_number: phone_number ?? null,
          password_hash: await hash(password),
          created_at: nowIso(),
        });
        return issueToken(id);
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable(MSG.accountExists, { email: MSG.accountExists });
        throw error;
      }
    },

    /** Within the same sign-in limits as vendors (sign-in-guard.ts). */
    async login(body: { email: string; password: string }, ip: string) {
      const customer = await customers.findByEmail(body.email);
      const right = await guard.attempt('customer', body.email, Boolean(customer), ip, async () =>
        passwordMatches(customer?.password_hash, body.password),
      );
      if (!customer || !right) {
        throw new AppError('unauthenticated', MSG.loginIncorrect, { success: false });
      }
      return issueToken(customer.id);
    },

    authenticate: (token: string) => customers.findTokenOwner(sha256(token)),

    async shop(profileLink: string) {
      const vendor = await customers.vendorByLink(profileLink);
      if (!vendor) throw notFound('Shop not found');
      const [services, offers, hours, breaks, team] = await Promise.all([
        customers.services(vendor.id),
        catalogue.offers(vendor.id),
        schedule.hours(vendor.id),
        schedule.breaks(vendor.id),
        staff.team(vendor.id),
      ]);
      return {
        success: true as const,
        business: {
          ...vendor,
          home_service: vendor.home_service === 1,
          my_place: vendor.my_place === 1,
          home_service_fee: koboToNaira(vendor.home_service_fee),
        },
        services: services.map((s) => ({
          ...s,
          price: koboToNaira(s.price),
          // What booking it asks up front, in NGN.
          deposit_value: s.deposit_type === 'fixed' ? koboToNaira(s.deposit_value) : s.deposit_value,
          deposit: koboToNaira(depositDue(s.price, s)),
          virtual_appointment: s.virtual_appointment === 1,
          home_service: s.home_service === 1,
        })),
        ...offers,
        staff: team
          .filter((m) => m.active)
          .map((m) => ({ id: m.id, name: m.name, photo: m.photo_path, service_ids: m.service_ids })),
        hours: hours.map((h) => ({ ...h, breaks: breaks.filter((b) => b.day === h.day) })),
      };
    },

    /**
     * The free start times of one of the shop's services on each Lagos day of a month: the times
     * POST customer/bookings (checkSlots) takes now, judged by the shared rules (freeStartTimes
     * lists exactly what slotProblem takes) against one read of the month's calendar.
     */
    async freeSlots(profileLink: string, query: CustomerSlotsQuery) {
      const vendor = await customers.vendorByLink(profileLink);
      if (!vendor) throw notFound('Shop not found');
      const [service] = await customers.services(vendor.id, [query.service_id]);
      if (!service)
        throw unprocessable('Choose a service of this shop', { service_id: 'Choose a service of this shop' });
      const choice = staffChoice(await staff.team(vendor.id), service, query.staff_id);
      if ('problem' in choice) throw unprocessable(choice.problem, { staff_id: choice.problem });
      const dates = daysOfMonth(query.month);
      const from = fromLagos(dates[0]!, '00:00');
      // A start on the month's last day can run past its end by a duration.
      const to = new Date(
        fromLagos(addDays(dates.at(-1)!, 1), '00:00').getTime() + service.duration_minutes * 60_000,
      );
      // A look, not a booking: read outside any transaction, with no lock.
      const people = Array.isArray(choice.staff) ? choice.staff : [choice.staff];
      const shop = await slotContext(
        db,
        bookings,
        vendor.id,
        { from, to },
        { now: clock.now(), bookedBy: 'customer', staff: people.filter((id) => id !== null) },
      );
      // Anyone available: a time at which at least one of them is free.
      const each = people
        .filter((id) => id === null || shop.team.has(id))
        .map((id) => freeStartTimes(dates, service.duration_minutes, contextFor(shop, id)));
      const days = dates.map((date, i) => ({
        date,
        times: [...new Set(each.flatMap((days) => days[i]!.times))].sort(),
      }));
      return {
        success: true as const,
        service_id: service.id,
        month: query.month,
        duration_minutes: service.duration_minutes,
        step_minutes: SLOT_STEP_MINUTES,
        days,
      };
    },

    /** Books one or more services under one multiple_id; the slot checks and the insert share one locked transaction. */
    async book(customerId: number, body: CustomerBookingBody, ip: string) {
      const vendor = await customers.vendorRules(body.vendor_id);
      if (vendor?.register_status !== 1 || vendor.disabled) throw notFound('Shop not found');
      const [services, team] = await Promise.all([
        customers.services(vendor.id, [...new Set(body.items.map((i) => i.service_id))]),
        staff.team(vendor.id),
      ]);
      const slots = body.items.map((item) => {
        const service = services.find((s) => s.id === item.service_id);
        if (!service)
          throw unprocessable('Choose services of this shop', { items: 'Choose services of this shop' });
        const start = fromLagos(item.date, item.time);
        if (Number.isNaN(start.getTime()))
          throw unprocessable('Choose a real date', { items: 'Choose a real date' });
        const choice = staffChoice(team, service, item.staff_id);
        if ('problem' in choice) throw unprocessable(choice.problem, { items: choice.problem });
        return {
          service,
          start,
          end: new Date(start.getTime() + service.duration_minutes * 60_000),
          staff: choice.staff,
        };
      });
      const joinedAfter = new Date(clock.now().getTime() - ABUSE_LIMITS.bookings.newCustomerMs).toISOString();
      const isNew = await customers.isNewCustomer(db, customerId, joinedAfter);
      // Checked again under the locks below; here it spares a checkout for a refused booking.
      await checkBookingCaps(db, customerId, vendor.id, slots.length, isNew);
      // New accounts from one address (a script making them) get a few of the vendor's slots an
      // hour, so they cannot take the vendor's share for new customers all at once.
      const fromAddress =
        isNew && perAddress
          ? await spend(
              limiter,
              clock,
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
      const deposits = slots.map((slot) => depositDue(slot.service.price, slot.service));
      const depositTotal = deposits.reduce((sum, d) => sum + d, 0);

      const now = clock.now();
      const multipleId = randomUUID();
      // A deposit is taken on the provider's page; until it is verified the slots are only held.
      const checkout =
        depositTotal > 0
          ? payments.checkout({
              vendorId: vendor.id,
              customerId,
              email: await customers.emailOf(customerId),
              multipleId,
              amountKobo: depositTotal,
            })
          : null;
      const rows = slots.map((slot, index) => ({
        user_id: vendor.id,
        customer_id: customerId,
        service_id: slot.service.id,
        multiple_id: multipleId,
        reference: newReference(),
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
        home_service_fee: index === 0 ? homeFee : 0,
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
        await checkBookingCaps(trx, customerId, vendor.id, slots.length, isNew);
        // Anyone available is settled here, under the lock: the fairest member free at that time.
        const chosen = await checkSlots(
          trx,
          bookings,
          vendor.id,
          slots.map(({ service, start, end, staff }) => ({ label: service.name, start, end, staff })),
          { now, bookedBy: 'customer' },
        );
        const withStaff = rows.map((row, i) => ({ ...row, staff_id: chosen[i] ?? null }));
        // Held for payment: the vendor (and the client's messages) hear of it once the deposit is verified.
        const ids = checkout
          ? (await bookings.insertMany(trx, withStaff)).map((r) => r.id)
          : await moves.create(trx, vendor.id, withStaff);
        if (checkout) {
          await checkout.record(trx);
        } else {
          const first = slots[0]!;
          await notifications.record(
            trx,
            vendor.id,
            'service',
            vendor.automatic_confirm_booking ? 'New booking' : 'New booking request',
            `${slots.map((s) => s.service.name).join(', ')} on ${formatDetails(first.start)}.`,
            { email: true },
          );
        }
        return presentIn(trx, vendor.id, ids);
      }).catch(refused);
      // Opened at the provider only for slots now held, and with no transaction open meanwhile.
      const payment = checkout ? await checkout.open().catch(refused) : null;
      return { success: true as const, multiple_id: multipleId, bookings: presented, payment };
    },

    myBookings: async (customerId: number) => ({
      success: true as const,
      bookings: await customers.bookingsOfCustomer(customerId),
    }),

    /** A pending booking is withdrawn at once; an approved one asks the vendor. */
    async requestCancel(customerId: number, bookingId: number, comment: string) {
      const booking = await ownBooking(customerId, bookingId);
      const rule = [CUSTOMER_TRANSITIONS.withdraw, CUSTOMER_TRANSITIONS.requestCancel].find((r) =>
        (r.from as readonly string[]).includes(booking.status),
      );
      const stale = 'This booking can no longer be cancelled';
      if (!rule) throw conflict(stale);
      const now = nowIso();
      // Withdrawing a paid booking outright keeps the late-cancellation fee when inside the free window.
      const policy = await bookings.policy(booking.user_id);
      const kept =
        rule.to === 'cancelled'
          ? depositKept(
              booking.amount_paid,
              customerCancelOutcome(clock.now(), new Date(booking.starts_at), policy),
              policy,
            )
          : 0;
      return changeOwn(
        booking,
        {
          scope: { customer_id: customerId },
          from: rule.from,
          changes: { status: rule.to, updated_at: now, deposit_kept: kept },
          cancellation: { initiator: 'user', comment, attachment: null, created_at: now },
        },
        {
          type: 'cancel',
          title: rule.to === 'cancelled' ? 'Booking withdrawn' : 'Cancellation requested',
          description: `${booking.service_name} (${booking.reference}): ${comment}`,
        },
        stale,
      );
    },

    answerVendorCancel: async (customerId: number, bookingId: number, accept: boolean) => {
      const booking = await ownBooking(customerId, bookingId);
      const rule = accept
        ? CUSTOMER_TRANSITIONS.approveVendorCancel
        : CUSTOMER_TRANSITIONS.declineVendorCancel;
      return changeOwn(
        booking,
        {
          scope: { customer_id: customerId },
          from: rule.from,
          changes: { status: rule.to, updated_at: nowIso() },
        },
        {
          type: 'cancel',
          title: accept ? 'Cancellation approved' : 'Cancellation declined',
          description: `${booking.service_name} (${booking.reference}).`,
        },
        'This booking is not waiting for your approval',
      );
    },

    /** Reviewing confirms the service: an awaiting-review booking becomes completed, with the review, at once. */
    async review(customerId: number, bookingId: number, body: { rating: number; comment: string }) {
      const booking = await ownBooking(customerId, bookingId);
      const rule = CUSTOMER_TRANSITIONS.review;
      if (!(REVIEWABLE_STATUSES as readonly string[]).includes(booking.status)) {
        throw conflict('You can review a service once it is done');
      }
      const [presented] = await transact(async (trx) => {
        const saved = await customers.insertReview(trx, {
          booking_id: booking.id,
          user_id: booking.user_id,
          customer_id: customerId,
          ...body,
          created_at: nowIso(),
        });
        if (!saved) throw conflict('You have reviewed this booking already');
        // A booking already completed (by the 48-hour sweep, even meanwhile) stays as it is.
        if ((rule.from as readonly string[]).includes(booking.status)) {
          await moves
            .move(trx, {
              vendorId: booking.user_id,
              scope: { customer_id: customerId },
              ids: [booking.id],
              from: rule.from,
              changes: { status: rule.to, updated_at: nowIso() },
            })
            .catch((error) => {
              if (!(error instanceof StaleBookings)) throw error;
            });
        }
        await notifications.record(
          trx,
          booking.user_id,
          'completed',
          'New review',
          `${body.rating}★ for ${booking.service_name}: ${body.comment}`,
        );
        return presentIn(trx, booking.user_id, [booking.id]);
      });
      return { success: true as const, booking: presented };
    },
  };
}

export type CustomerService = ReturnType<typeof customerService>;
