import { randomBytes } from 'node:crypto';
import {
  addDays,
  BOOKINGS_RANGE_MAX_DAYS,
  BOOKINGS_RANGE_MESSAGES,
  type BookingAction,
  bookingsResponse,
  type CancelBookingBody,
  checkAction,
  completionType,
  customerCancelOutcome,
  daysBetween,
  depositKept,
  formatDetails,
  formatNaira,
  fromLagos,
  groupActions,
  koboToNaira,
  LIMITS,
  lagosDay,
  MAX_ID,
  MSG,
  nairaToKobo,
  needsBalance,
  SYSTEM_TRANSITIONS,
  TRANSITIONS,
  targetOf,
  wrongStatus,
} from '@app/shared';
import { z } from 'zod';
import type { Clock } from '../../adapters/clock.ts';
import type { FileStore } from '../../adapters/file-store.ts';
import type { Db, Transact, Trx } from '../../db/database.ts';
import { AppError, badRequest, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { decodeImage, withAttachment } from '../../lib/images.ts';
import type { IdempotencyService } from '../idempotency/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { TeamReads } from '../staff/index.ts';
import { type BookingMoves, StaleBookings } from './booking-moves.ts';
import { presentBookings } from './bookings.presenter.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';
import { type BookingsListCache, type ListRequest, matches } from './bookings-list-cache.ts';
import { calendarService } from './calendar.service.ts';

/**
 * Set apart this process's range tags: another build could present the same version differently,
 * so a tag never outlives the process that made it (a restart costs one full answer per range).
 */
const RANGE_TAG = randomBytes(6).toString('base64url');
const conflict = (message: string) => new AppError('conflict', message, { success: false });
const times = (b: BookingRow) => ({
  status: b.status,
  start: new Date(b.starts_at),
  end: new Date(b.ends_at),
});

/**
 * The vendor's side of bookings: lists and every action of SPEC §4, enforced with the shared state
 * machine, and what the vendor adds to the calendar themselves (calendar.service.ts).
 */
export function bookingsService(deps: {
  /** For reads and writes outside any transaction. */
  db: Db;
  transact: Transact;
  /** An action queued offline and replayed with its Idempotency-Key takes effect once. */
  idempotency: IdempotencyService;
  bookings: BookingsRepository;
  moves: BookingMoves;
  /** For what the system does to a vendor's bookings; the vendor's own actions are never alerted. */
  notifications: NotificationsService;
  clock: Clock;
  files: FileStore;
  /** Each vendor's presented list of all bookings, kept under the database's list version. */
  listCache: BookingsListCache;
  staff: TeamReads;
}) {
  const { db, transact, idempotency, bookings, moves, notifications, clock, files, listCache, staff } = deps;

  const present = async (rows: BookingRow[]) => ({
    success: true as const,
    bookings: await presentBookings(db, bookings, rows),
  });

  async function load(userId: number, id: number) {
    const booking = await bookings.find(userId, id);
    if (!booking) throw notFound(MSG.bookingNotFound);
    return booking;
  }

  /**
   * Checks the rule for every booking, then moves them together; a concurrent change loses cleanly.
   * The move pushes the live update to the vendor's screens; no alert is recorded, because alerts
   * tell the vendor what others did (customers, the system, operators), never what they just did.
   * `within` commits with the move (an Idempotency-Key's answer).
   */
  async function apply(
    userId: number,
    action: BookingAction,
    rows: BookingRow[],
    {
      extra = {},
      cancellation,
      within,
    }: {
      extra?: { balance_received?: number; deposit_kept?: number };
      cancellation?: { comment: string; attachment: string | null };
      within?: (trx: Trx) => Promise<void>;
    } = {},
  ) {
    const now = clock.now();
    for (const row of rows) {
      const check = checkAction(action, times(row), now);
      if (!check.allowed)
        throw check.hidden
          ? conflict(check.reason)
          : new AppError('wrong_time', check.reason, { success: false });
    }
    const rule = TRANSITIONS[action];
    const ids = rows.map((r) => r.id);
    // Only a single booking's cancel has a target that depends on the booking: groups share one.
    const status = targetOf(rule, { amountPaidKobo: rows[0]?.amount_paid ?? 0 });
    try {
      await transact(async (trx) => {
        await moves.move(trx, {
          vendorId: userId,
          scope: { user_id: userId },
          ids,
          from: rule.from,
          changes: {
            status,
            updated_at: now.toISOString(),
            ...(extra.balance_received === undefined ? {} : { balance_received: extra.balance_received }),
            ...(extra.deposit_kept === undefined ? {} : { deposit_kept: extra.deposit_kept }),
          },
          cancellation: cancellation && {
            initiator: 'vendor',
            created_at: now.toISOString(),
            ...cancellation,
          },
        });
        await within?.(trx);
      });
    } catch (error) {
      if (!(error instanceof StaleBookings)) throw error;
      const fresh = await bookings.findMany(db, userId, ids);
      const changed = fresh.find((r) => !rule.from.includes(r.status as never));
      throw conflict(wrongStatus(action, changed?.status ?? 'changed'));
    }
  }

  /** What the vendor's policy keeps of a deposit when a booking ends without the service. */
  async function keptFor(userId: number, action: BookingAction, booking: BookingRow) {
    if (booking.amount_paid <= 0 || (action !== 'noShow' && action !== 'acceptCancel')) return 0;
    const policy = await bookings.policy(userId);
    if (action === 'noShow') return depositKept(booking.amount_paid, 'no-show', policy);
    const requestedAt = (await bookings.customerCancelRequestedAt(booking.id)) ?? clock.now().toISOString();
    const outcome = customerCancelOutcome(new Date(requestedAt), new Date(booking.starts_at), policy);
    return depositKept(booking.amount_paid, outcome, policy);
  }

  const parseIds = (list: string) => {
    const ids = [
      ...new Set(
        list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ].map(Number);
    if (
      !ids.length ||
      ids.length > 100 ||
      ids.some((id) => !Number.isInteger(id) || id <= 0 || id > MAX_ID)
    ) {
      throw badRequest('Give booking ids separated by commas');
    }
    return ids;
  };
  async function loadAll(userId: number, ids: number[]) {
    const rows = await bookings.findMany(db, userId, ids);
    if (rows.length !== ids.length) throw notFound(MSG.bookingNotFound);
    return rows;
  }

  /**
   * Our own, for the calendar: the bookings starting on the Lagos days `fromDay` to `toDay`, both
   * included (real 'YYYY-MM-DD' days, as the route's schema checked), presented as `all` does.
   * Tagged with the vendor's list version like `all`: a request naming the tag while the version
   * stands gets a 304, read from that one number, without listing anything.
   */
  async function range(userId: number, fromDay: string, toDay: string, ifNoneMatch?: string) {
    if (fromDay > toDay)
      throw unprocessable(BOOKINGS_RANGE_MESSAGES.reversed, { to: BOOKINGS_RANGE_MESSAGES.reversed });
    if (daysBetween(fromDay, toDay) + 1 > BOOKINGS_RANGE_MAX_DAYS)
      throw unprocessable(BOOKINGS_RANGE_MESSAGES.tooLong, { to: BOOKINGS_RANGE_MESSAGES.tooLong });
    // Read before the list (as `all` does), so a list is never tagged with a newer version than its own.
    const version = await bookings.listVersion(userId);
    // The vendor in the tag: the URL is the same for every vendor signed in on a browser.
    const etag = `W/"r${userId}-${version}-${fromDay}-${toDay}-${RANGE_TAG}"`;
    if (matches(ifNoneMatch, etag)) return { notModified: true as const, etag };
    const from = fromLagos(fromDay, '00:00').toISOString();
    const to = fromLagos(addDays(toDay, 1), '00:00').toISOString();
    const body = await present(await bookings.listStartingBetween(userId, { from, to }));
    return { notModified: false as const, etag, body };
  }

  return {
    ...calendarService({ transact, bookings, moves, clock, staff }),
    /** SPEC §7: today's bookings (Lagos), answered and tagged as the calendar's range of that day. */
    today: (userId: number, ifNoneMatch?: string) => {
      const day = lagosDay(clock.now());
      return range(userId, day, day, ifNoneMatch);
    },
    /** SPEC §7: the bookings of today and the six days after it, as the range of those days. */
    sevenDays: (userId: number, ifNoneMatch?: string) => {
      const day = lagosDay(clock.now());
      return range(userId, day, addDays(day, 6), ifNoneMatch);
    },
    range,
    /**
     * Every booking, as the JSON bytes of the SPEC answer in the encoding the request accepts, or
     * a 304 when it already holds them. The version is read before the list (see the cache); the
     * list is checked and serialised once per version, the way the route's schema would.
     */
    all: async (userId: number, requestedId: number, request: ListRequest) => {
      if (userId !== requestedId) throw forbidden();
      const version = await bookings.listVersion(userId);
      return listCache.answer(
        userId,
        version,
        async () => JSON.stringify(z.encode(bookingsResponse, await present(await bookings.list(userId)))),
        request,
      );
    },

    async act(
      userId: number,
      id: number,
      action: 'accept' | 'reject' | 'start' | 'acceptCancel' | 'rejectCancel' | 'noShow',
      idempotencyKey?: string,
    ) {
      const messages = {
        accept: MSG.bookingAccepted,
        reject: MSG.bookingRejected,
        start: MSG.bookingUpdated,
        acceptCancel: MSG.cancellationAccepted,
        rejectCancel: MSG.cancellationRejected,
        noShow: MSG.bookingUpdated,
      };
      const answer = { success: true, message: messages[action] };
      return idempotency.once(userId, idempotencyKey, { action, id }, async (keep) => {
        const booking = await load(userId, id);
        await apply(userId, action, [booking], {
          extra: { deposit_kept: await keptFor(userId, action, booking) },
          within: (trx) => keep(trx, answer),
        });
        return answer;
      });
    },

    async actAll(userId: number, list: string, action: 'accept' | 'reject') {
      const rows = await loadAll(userId, parseIds(list));
      if (!groupActions(rows.map((r) => r.status)).acceptAll) {
        throw conflict(wrongStatus(action, rows.find((r) => r.status !== 'pending')?.status ?? ''));
      }
      await apply(userId, action, rows);
      return { success: true, message: action === 'accept' ? MSG.bookingsAccepted : MSG.bookingsUpdated };
    },

    /** Fixed prices complete at once; other duration types answer their type so the vendor enters the balance. */
    async complete(userId: number, id: number, idempotencyKey?: string) {
      return idempotency.once(userId, idempotencyKey, { action: 'complete', id }, async (keep) => {
        const booking = await load(userId, id);
        const type = completionType(booking.duration_type);
        if (needsBalance(booking.duration_type)) {
          // Nothing changes yet, so nothing is kept: asked again, it answers again.
          const check = checkAction('complete', times(booking), clock.now());
          if (!check.allowed) throw conflict(check.reason);
          return { success: true, type, message: MSG.enterBalance };
        }
        const answer = { success: true, type, message: MSG.bookingUpdated };
        await apply(userId, 'complete', [booking], { within: (trx) => keep(trx, answer) });
        return answer;
      });
    },

    async completeWithBalance(userId: number, id: number, balanceNaira: number, idempotencyKey?: string) {
      const request = { action: 'completeBalance', id, balance: balanceNaira };
      return idempotency.once(userId, idempotencyKey, request, async (keep) => {
        const booking = await load(userId, id);
        const balance = nairaToKobo(balanceNaira);
        if (balance < Math.max(0, booking.service_price - booking.amount_paid)) {
          throw new AppError('insufficient_balance', MSG.balanceTooLow, { success: false });
        }
        const answer = { success: true, message: MSG.bookingUpdated };
        await apply(userId, 'completeBalance', [booking], {
          extra: { balance_received: balance },
          within: (trx) => keep(trx, answer),
        });
        return answer;
      });
    },

    async completeGroup(userId: number, multipleId: string) {
      const rows = await bookings.findGroup(userId, multipleId);
      if (!rows.length) throw notFound(MSG.bookingNotFound);
      if (!groupActions(rows.map((r) => r.status)).completeAll) {
        throw conflict(wrongStatus('complete', rows.find((r) => r.status !== 'ongoing')?.status ?? ''));
      }
      if (rows.some((r) => needsBalance(r.duration_type)))
        throw new AppError('insufficient_balance', MSG.groupNeedsBalance, { success: false });
      await apply(userId, 'complete', rows);
      return { success: true, message: MSG.bookingsUpdated };
    },

    /** Bookings left awaiting review for 48 hours without a dispute become completed (DESIGN §4). */
    async completeOverdue() {
      const cutoff = new Date(clock.now().getTime() - LIMITS.reviewGraceHours * 3_600_000).toISOString();
      const overdue = await bookings.overdueReviews(cutoff);
      for (const { id, user_id } of overdue) {
        // Each on its own: one booking disputed meanwhile does not hold back the others.
        await transact(async (trx) => {
          await moves.move(trx, {
            vendorId: user_id,
            scope: { user_id },
            ids: [id],
            from: SYSTEM_TRANSITIONS.reviewGraceElapsed.from,
            changes: {
              status: SYSTEM_TRANSITIONS.reviewGraceElapsed.to,
              updated_at: clock.now().toISOString(),
            },
          });
          // The system did this, not the vendor: the vendor hears of it, and of the money it freed.
          const [done] = await bookings.findMany(trx, user_id, [id]);
          if (!done) return;
          const released =
            done.amount_paid > 0
              ? ` ${formatNaira(koboToNaira(done.amount_paid))} moved to your balance.`
              : '';
          await notifications.record(
            trx,
            user_id,
            'completed',
            'Booking completed',
            `${done.service_name} (${done.reference}) on ${formatDetails(done.starts_at)} is complete: ${LIMITS.reviewGraceHours} hours passed without a dispute.${released}`,
          );
        }).catch((error) => {
          if (!(error instanceof StaleBookings)) throw error;
        });
      }
      return overdue.length;
    },

    /** A paid booking waits for the customer's approval; the image is checked before anything is written. */
    async cancel(userId: number, id: number, body: CancelBookingBody) {
      const booking = await load(userId, id);
      const image = body.attachment ? await decodeImage(body.attachment, 'attachment') : null;
      // The file stays only if the cancellation is saved.
      await withAttachment(files, image, (attachment) =>
        apply(userId, 'cancel', [booking], { cancellation: { comment: body.comment, attachment } }),
      );
      return { success: true, message: MSG.bookingUpdated };
    },
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
