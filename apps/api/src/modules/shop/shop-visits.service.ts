import {
  type BookingResponse,
  type CancellationPolicy,
  CUSTOMER_TRANSITIONS,
  cancelRefund,
  type chatSentResponse,
  type chatThreadResponse,
  MSG,
  type PaymentStatus,
  type RescheduleBody,
  SERIES_MESSAGES,
  shopNaira,
  VISIT_MESSAGES,
} from '@app/shared';
import type { z } from 'zod';
import type { Clock } from '../../adapters/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { ShopRepository } from './shop.repository.ts';
import type { VisitRow, VisitsRepository } from './visits.repository.ts';

/**
 * The customer's own use cases, as the booking page calls them (wired in container.ts): the page
 * has no rule of its own about cancelling, moving, answering or reviewing a booking.
 */
export interface VisitActions {
  /** customer/use-cases/request-cancel.ts: the visit's bookings together, all or none */
  cancel(input: { customerId: number; bookingIds: number[]; comment: string }): Promise<unknown>;
  /** bookings' customerMove */
  move(input: { customerId: number; id: number; body: RescheduleBody }): Promise<unknown>;
  /** bookings' reschedule-times: the free times a day offers the booking, by the customer's rules */
  times(input: {
    customerId: number;
    id: number;
    date: string;
  }): Promise<{ success: true; date: string; duration_minutes: number; times: string[] }>;
  /** bookings' answerProposal */
  answer(input: { customerId: number; id: number; accept: boolean }): Promise<unknown>;
  /** customer/use-cases/review.ts */
  review(input: {
    customerId: number;
    bookingId: number;
    body: { rating: number; comment: string };
  }): Promise<unknown>;
}

/** What the booking page reads of other modules (container.ts). */
export interface VisitReads {
  /** The customer a customer token signs in (customer's authenticate). */
  tokenOwner(token: string): Promise<{ id: number } | undefined>;
  /** The bookings as the customer API presents them (bookings' presentByIds). */
  present(vendorId: number, ids: number[]): Promise<BookingResponse[]>;
  policy(vendorId: number): Promise<CancellationPolicy>;
  /** Where a deposit checkout stands, verified with the provider while open (payments). */
  payment(reference: string): Promise<{ status: PaymentStatus; message: string; test_mode: boolean }>;
}

/** The customer's chat with a shop (chat's customerConversation and customerSend). */
export interface VisitChat {
  conversation(customerId: number, vendorId: number): Promise<z.output<typeof chatThreadResponse>>;
  send(customerId: number, vendorId: number, message: string): Promise<z.output<typeof chatSentResponse>>;
}

/** Who calls the booking page's API: the holder of a booking link's key, or a signed-in customer. */
export type Visitor = { bookingId: number } | { customerId: number };

const cancellable = (status: string) =>
  [CUSTOMER_TRANSITIONS.withdraw, CUSTOMER_TRANSITIONS.requestCancel].some((rule) =>
    (rule.from as readonly string[]).includes(status),
  );

/**
 * What cancelling the visit now would give back: the shared rule (cancelRefund) the server applies
 * when the cancellation ends the booking, over every paid booking still cancellable.
 */
export function refundNow(visit: VisitRow[], policy: CancellationPolicy, now: Date) {
  const open = visit.filter((b) => cancellable(b.status));
  const paid = open.reduce((sum, b) => sum + b.amount_paid, 0);
  const back = open.reduce(
    (sum, b) => sum + cancelRefund(b.amount_paid, now, new Date(b.starts_at), policy).back,
    0,
  );
  return { open: open.length, paid, back };
}

/** The refund in words, as the page states it before the client confirms and the answer after. */
export function refundWords(refund: { paid: number; back: number }) {
  if (!refund.paid) return 'You have paid nothing, so nothing is kept.';
  if (refund.back === refund.paid) return `You get ${shopNaira(refund.back)} back: your whole deposit.`;
  return `You get ${shopNaira(refund.back)} back; the shop keeps ${shopNaira(refund.paid - refund.back)} of your ${shopNaira(refund.paid)} deposit, as its policy says.`;
}

/**
 * The client's own booking page (issue 33): reached by a link's key from the shop's message, or by
 * the client's customer token (the shop page's phone code). Every change goes through the
 * customer's use cases with the booking's own customer, so their rules and checks apply unchanged.
 */
export function shopVisitsService(deps: {
  links: VisitsRepository;
  shops: Pick<ShopRepository, 'vendorByLink'>;
  reads: VisitReads;
  actions: VisitActions;
  chat: VisitChat;
  clock: Clock;
  publicUrl: string;
}) {
  const { links, shops, reads, actions, chat, clock, publicUrl } = deps;
  // SPEC's error shape, {success:false, message}, on every refusal of the page's calls.
  const beyond = () => new AppError('not_found', MSG.bookingNotFound, { success: false });

  /** A fresh key to the visit of this booking; its page's address (only the hash is kept). */
  async function issue(bookingId: number, profileLink: string) {
    const key = randomToken();
    await links.insertLink({
      token_hash: sha256(key),
      booking_id: bookingId,
      created_at: clock.now().toISOString(),
    });
    return new URL(`/shop/${encodeURIComponent(profileLink)}/booking?key=${key}`, publicUrl).toString();
  }

  /**
   * The visit of booking `id` as the bearer reaches it: a link's key reaches its own visit, a
   * customer token the customer's own bookings; a booking beyond it: 404.
   */
  async function reach(visitor: Visitor, id: number) {
    const visit = await links.visitOf('bookingId' in visitor ? visitor.bookingId : id);
    const booking = visit.find((b) => b.id === id);
    if (!booking || ('customerId' in visitor && booking.customer_id !== visitor.customerId)) throw beyond();
    return { visit, booking };
  }

  /** The booking's own customer, whose use cases act; a booking the shop made has none. */
  async function asClient(visitor: Visitor, id: number) {
    const reached = await reach(visitor, id);
    const customerId = reached.booking.customer_id;
    if (customerId === null) throw conflict(VISIT_MESSAGES.shopMade);
    return { ...reached, customerId };
  }

  const done = (message: string) => ({ success: true as const, message });

  /** The client's cancel of these bookings, each still cancellable by the customer's own rule, all or none. */
  async function cancelTogether(bookings: VisitRow[], customerId: number, comment: string) {
    const policy = await reads.policy(bookings[0]!.user_id);
    const mine = bookings.filter((b) => b.customer_id === customerId);
    const refund = refundNow(mine, policy, clock.now());
    const open = mine.filter((b) => cancellable(b.status));
    if (!open.length) throw conflict(VISIT_MESSAGES.nothingToCancel);
    await actions.cancel({
      customerId,
      bookingIds: open.map((b) => b.id),
      comment: comment || 'Cancelled on the booking page',
    });
    const asked = open.some((b) => b.status === 'approved');
    const outcome = refund.paid
      ? `${asked ? 'Once the shop agrees, you get' : 'You get'} ${shopNaira(refund.back)} back.`
      : '';
    return done(`${asked ? VISIT_MESSAGES.cancelAsked : VISIT_MESSAGES.cancelled} ${outcome}`.trim());
  }

  return {
    issue,
    reach,

    /** Who a bearer is: a booking link's key, a customer's token, or neither (401, before anything else). */
    async visitor(bearer: string | undefined): Promise<Visitor | undefined> {
      if (!bearer) return undefined;
      const bookingId = await links.bookingOfKey(sha256(bearer));
      if (bookingId !== undefined) return { bookingId };
      const owner = await reads.tokenOwner(bearer);
      return owner ? { customerId: owner.id } : undefined;
    },

    /** The visit a link's key opens on the shop's page, or null when the key opens nothing there. */
    async open(profileLink: string, key: string) {
      const vendor = await shops.vendorByLink(profileLink);
      const bookingId = vendor && key ? await links.bookingOfKey(sha256(key)) : undefined;
      if (!vendor || bookingId === undefined) return null;
      const visit = await links.visitOf(bookingId);
      if (!visit.length || visit[0]!.user_id !== vendor.id) return null;
      const multipleId = visit[0]!.multiple_id;
      const [bookings, policy, reference] = await Promise.all([
        reads.present(
          vendor.id,
          visit.map((b) => b.id),
        ),
        reads.policy(vendor.id),
        links.latestPayment(multipleId),
      ]);
      const payment = reference ? await reads.payment(reference).catch(() => null) : null;
      const now = clock.now();
      // A series' visit (issue 36) may be cancelled with the later ones: what that would give back.
      const seriesId = visit[0]!.series_id;
      const following = seriesId === null ? [] : await links.seriesFrom(seriesId, visit[0]!.starts_at);
      return {
        vendor,
        visit,
        bookings,
        policy,
        payment,
        refund: refundNow(visit, policy, now),
        following: refundNow(following, policy, now),
        now,
      };
    },

    async link(visitor: Visitor, id: number) {
      const { booking } = await reach(visitor, id);
      return { success: true as const, url: await issue(booking.id, booking.profile_link) };
    },

    /** Cancels every booking of the visit still cancellable, by the customer's own rule, together. */
    async cancel(visitor: Visitor, id: number, comment: string) {
      const { visit, customerId } = await asClient(visitor, id);
      return cancelTogether(visit, customerId, comment);
    },

    /** Cancels this visit of a series and every later one still cancellable (issue 36), together. */
    async cancelFollowing(visitor: Visitor, id: number, comment: string) {
      const { booking, customerId } = await asClient(visitor, id);
      if (booking.series_id === null) throw conflict(SERIES_MESSAGES.notInSeries);
      return cancelTogether(
        await links.seriesFrom(booking.series_id, booking.starts_at),
        customerId,
        comment,
      );
    },

    async times(visitor: Visitor, id: number, date: string) {
      const { customerId } = await asClient(visitor, id);
      return actions.times({ customerId, id, date });
    },

    async reschedule(visitor: Visitor, id: number, body: RescheduleBody) {
      const { customerId } = await asClient(visitor, id);
      await actions.move({ customerId, id, body });
      return done(VISIT_MESSAGES.moved);
    },

    async answer(visitor: Visitor, id: number, accept: boolean) {
      const { customerId } = await asClient(visitor, id);
      await actions.answer({ customerId, id, accept });
      return done(accept ? VISIT_MESSAGES.proposalAccepted : VISIT_MESSAGES.proposalDeclined);
    },

    async review(visitor: Visitor, id: number, body: { rating: number; comment: string }) {
      const { customerId } = await asClient(visitor, id);
      await actions.review({ customerId, bookingId: id, body });
      return done(VISIT_MESSAGES.reviewed);
    },

    async chat(visitor: Visitor, id: number) {
      const { customerId, booking } = await asClient(visitor, id);
      return chat.conversation(customerId, booking.user_id);
    },

    async send(visitor: Visitor, id: number, message: string) {
      const { customerId, booking } = await asClient(visitor, id);
      return chat.send(customerId, booking.user_id, message);
    },
  };
}

export type ShopVisitsService = ReturnType<typeof shopVisitsService>;
