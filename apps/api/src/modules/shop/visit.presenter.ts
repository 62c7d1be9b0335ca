import {
  checkReschedule,
  formatDay,
  formatDetails,
  formatTime,
  lagosDay,
  nairaToKobo,
  REVIEWABLE_STATUSES,
  shopNaira,
  shopPolicy,
  shopPrice,
} from '@app/shared';
import type { VisitView } from './page/visit-view.ts';
import type { ShopVisitsService } from './shop-visits.service.ts';
import { refundWords } from './shop-visits.service.ts';

type Opened = NonNullable<Awaited<ReturnType<ShopVisitsService['open']>>>;

/** A booking's status as its client reads it. */
const CLIENT_STATUS: Record<string, string> = {
  'awaiting payment': 'Waiting for your deposit',
  pending: 'Waiting for the shop to confirm',
  approved: 'Confirmed',
  ongoing: 'In progress',
  'awaiting review': 'Done',
  completed: 'Done',
  cancelled: 'Cancelled',
  rejected: 'Declined by the shop',
  expired: 'Not booked: the deposit was not paid in time',
  'no show': 'Marked as missed',
  'cancellation requested user': 'You asked to cancel: waiting for the shop',
  'cancellation requested vendor': 'The shop asked to cancel: please contact the shop',
};

/** How each status is coloured: settled well, waiting on someone, or off. */
const TONE: Record<string, 'ok' | 'wa' | 'er'> = {
  approved: 'ok',
  ongoing: 'ok',
  'awaiting review': 'ok',
  completed: 'ok',
  cancelled: 'er',
  rejected: 'er',
  expired: 'er',
  'no show': 'er',
};

/** 'Mon, 30 Nov 2026': the day of DETAILS_FORMAT, apart from its times. */
const dayOf = (instant: string) => formatDay(lagosDay(instant));

/** The client's booking page in words (page/visit-page.ts draws it). */
export function presentVisit(opened: Opened, urls: { shop: string; calendar: string }): VisitView {
  const { vendor, visit, bookings, policy, payment, refund, following, now } = opened;
  // A walk-in or phone booking has no customer account to act as: the page only shows it.
  const byShop = visit.every((b) => b.customer_id === null);
  const rule = { rescheduling: Boolean(vendor.rescheduling), rescheduling_hours: vendor.rescheduling_hours };
  const items = visit.map((row) => {
    const b = bookings.find((p) => p.id === row.id)!;
    const move = checkReschedule(
      'customerMove',
      { status: row.status, start: new Date(row.starts_at) },
      now,
      rule,
    );
    const proposal = b.reschedule_proposal;
    return {
      id: row.id,
      service: b.service_name,
      staff: b.staff?.name ?? null,
      day: dayOf(b.starts_at),
      times: `${formatTime(b.starts_at)} – ${formatTime(b.ends_at)}`,
      price: shopPrice(nairaToKobo(b.serviceform.service_price), b.serviceform.service_duration_type),
      status: CLIENT_STATUS[row.status] ?? row.status,
      tone: TONE[row.status] ?? 'wa',
      cancelled: ['cancelled', 'rejected', 'expired'].includes(row.status),
      proposal: proposal ? formatDetails(proposal.starts_at) : null,
      move: move.allowed || move.hidden ? null : (move.reason ?? null),
      movable: move.allowed && !byShop,
      reviewable:
        !byShop && (REVIEWABLE_STATUSES as readonly string[]).includes(row.status) && !b.reviews.length,
      review: b.reviews[0] ? { rating: b.reviews[0].rating, comment: b.reviews[0].comment } : null,
    };
  });
  const first = bookings.find((b) => b.id === visit[0]!.id)!;
  const atClient = first.service_location === "At Client's Location";
  const total = bookings.reduce(
    (sum, b) => sum + nairaToKobo(b.serviceform.service_price) + nairaToKobo(b.home_service_fee),
    0,
  );
  const paid = bookings.reduce((sum, b) => sum + nairaToKobo(b.amount_paid), 0);
  const refunded = bookings.reduce((sum, b) => sum + nairaToKobo(b.deposit_refunded), 0);
  const kept = bookings.reduce((sum, b) => sum + nairaToKobo(b.deposit_kept), 0);
  // Once the visit is off, what became of the deposit says more than the checkout's status.
  const ended = items.every((i) => i.cancelled);
  const settled =
    ended && paid
      ? refunded
        ? `${shopNaira(refunded)} of your deposit is refunded to you${kept ? `; the shop kept ${shopNaira(kept)}, as its policy says` : ''}.`
        : 'The shop kept your deposit, as its policy says.'
      : null;
  return {
    shop: {
      name: vendor.business_name || 'The shop',
      url: urls.shop,
      address: atClient ? null : vendor.business_address,
    },
    reference: first.reference,
    items,
    where: atClient
      ? `At your address: ${first.service_address ?? ''}`
      : vendor.business_address || 'At the shop',
    total: shopNaira(total),
    deposit: paid ? shopNaira(paid) : null,
    payment: settled
      ? { message: settled, tone: refunded ? 'ok' : 'wa', testMode: Boolean(payment?.test_mode) }
      : payment
        ? {
            // The shared words of a paid checkout speak of a booking sent to the shop; here it stands below.
            message: payment.status === 'paid' ? 'Your deposit is paid.' : payment.message,
            tone: payment.status === 'paid' ? 'ok' : payment.status === 'awaiting payment' ? 'wa' : 'er',
            testMode: payment.test_mode,
          }
        : null,
    byShop,
    cancel:
      refund.open && !byShop
        ? {
            refund: refundWords(refund),
            asks: visit.some((b) => b.status === 'approved'),
            following: following.open > 1 ? { visits: following.open, refund: refundWords(following) } : null,
          }
        : null,
    calendar: items.some((i) => !i.cancelled) ? urls.calendar : null,
    policy: shopPolicy({
      ...policy,
      deposits: bookings.some((b) => b.amount_paid > 0),
      rescheduling_hours: vendor.rescheduling ? vendor.rescheduling_hours : null,
    }),
  };
}
