import { randomUUID } from 'node:crypto';
import {
  type BookingAction,
  CUSTOMER_TRANSITIONS,
  customerBookingResponse,
  paymentStatusResponse,
  TRANSITIONS,
  targetOf,
  walletResponse,
} from '@app/shared';
import { z } from 'zod';
import { isSuccess, type Reply } from './http.ts';
import type { Checkout, Customer, Fact, TrackedBooking, Vendor, World } from './world.ts';

/** acked: 2xx, the write is promised; refused: 4xx, nothing promised; down: no answer at all. */
export type Outcome = 'acked' | 'refused' | 'down';

const presented = z.object({ booking: z.object({ booking_status: z.string() }).optional() });
const customerList = z.object({ bookings: z.array(z.object({ id: z.number(), status: z.string() })) });
const withdrawn = z.object({ withdrawal_id: z.number() });
const chatSent = z.object({ message: z.object({ id: z.number() }) });

const outcomeOf = (reply: Reply): Outcome =>
  isSuccess(reply) ? 'acked' : reply.answered ? 'refused' : 'down';

function acknowledge(world: World, request: string, facts: Fact[]) {
  world.acks.push({ request, facts });
}

const bookingFact = (booking: TrackedBooking, atLeast: string): Fact => ({
  kind: 'booking',
  id: booking.id,
  vendorId: booking.vendor.id,
  customerId: booking.customer.id,
  atLeast,
});

/** The customer books `count` slots of one service; a deposit opens a checkout to pay. */
export async function book(
  world: World,
  customer: Customer,
  vendor: Vendor,
  paid: boolean,
  count: number,
): Promise<Outcome> {
  const slots = Array.from({ length: count }, () => vendor.slots.next()).flatMap((s) =>
    s.done ? [] : [s.value],
  );
  if (!slots.length) return 'refused';
  const service = paid ? vendor.services.paid : vendor.services.free;
  const path = '/api/customer/bookings';
  const reply = await world.http.send('POST', path, {
    headers: customer.auth,
    json: {
      vendor_id: vendor.id,
      items: slots.map((slot) => ({ service_id: service, ...slot })),
      service_location: "At Vendor's Location",
    },
  });
  if (!isSuccess(reply)) return outcomeOf(reply);
  const body = customerBookingResponse.parse(reply.body);
  const tracked = body.bookings.map(
    (b): TrackedBooking => ({
      id: b.id,
      vendor,
      customer,
      deposit: 0,
      status: b.booking_status,
      startable: false,
      unsure: false,
    }),
  );
  world.bookings.push(...tracked);
  if (body.payment) {
    const deposit = Math.round((body.payment.amount * 100) / tracked.length);
    for (const booking of tracked) booking.deposit = deposit;
    world.checkouts.push({
      reference: body.payment.reference,
      customer,
      bookings: tracked,
      charged: false,
      settled: false,
    });
  }
  acknowledge(
    world,
    `POST ${path}`,
    tracked.map((b) => bookingFact(b, b.status)),
  );
  return 'acked';
}

/** The customer presses Pay on the sandbox checkout; its 303 means the card was charged. */
export async function pay(world: World, checkout: Checkout): Promise<Outcome> {
  const path = `/sandbox/checkout/${checkout.reference}`;
  const reply = await world.http.send('POST', path, { form: { outcome: 'pay' } });
  if (!reply.answered) return 'down';
  if (reply.status !== 303) return 'refused';
  checkout.charged = true;
  acknowledge(world, `POST ${path}`, [{ kind: 'charged', reference: checkout.reference }]);
  return 'acked';
}

/** The customer's payment page asks for the status, which confirms a paid deposit if its webhook was lost. */
export async function confirm(world: World, checkout: Checkout): Promise<Outcome> {
  const path = `/api/customer/payments/${checkout.reference}`;
  const reply = await world.http.send('GET', path, { headers: checkout.customer.auth });
  if (!isSuccess(reply)) return outcomeOf(reply);
  const { status } = paymentStatusResponse.parse(reply.body);
  if (status === 'awaiting payment') return 'refused';
  checkout.settled = true;
  for (const booking of checkout.bookings) booking.status = status === 'paid' ? 'pending' : 'expired';
  if (status === 'paid') {
    const bookingIds = checkout.bookings.map((b) => b.id);
    acknowledge(world, `GET ${path}`, [
      { kind: 'paid', reference: checkout.reference, bookingIds },
      ...checkout.bookings.map((b) => bookingFact(b, 'pending')),
    ]);
  }
  return 'acked';
}

/** Applies a customer action's answer: the status the server reports is the promised one. */
function customerActed(
  world: World,
  booking: TrackedBooking,
  request: string,
  reply: Reply,
  fallback: string,
): Outcome {
  if (!isSuccess(reply)) {
    booking.unsure = true;
    return outcomeOf(reply);
  }
  booking.status = presented.parse(reply.body).booking?.booking_status ?? fallback;
  acknowledge(world, request, [bookingFact(booking, booking.status)]);
  return 'acked';
}

export async function review(world: World, booking: TrackedBooking): Promise<Outcome> {
  const path = `/api/customer/bookings/${booking.id}/review`;
  const reply = await world.http.send('POST', path, {
    headers: booking.customer.auth,
    json: { rating: 5, comment: 'Lovely work' },
  });
  const outcome = customerActed(world, booking, `POST ${path}`, reply, CUSTOMER_TRANSITIONS.review.to);
  if (outcome === 'acked') world.acks.at(-1)?.facts.push({ kind: 'review', bookingId: booking.id });
  return outcome;
}

/** A pending booking is withdrawn at once; an approved one asks the vendor. */
export async function requestCancel(world: World, booking: TrackedBooking): Promise<Outcome> {
  const path = `/api/customer/bookings/${booking.id}/cancel-request`;
  const reply = await world.http.send('POST', path, {
    headers: booking.customer.auth,
    json: { comment: 'Something came up' },
  });
  const to =
    booking.status === 'pending' ? CUSTOMER_TRANSITIONS.withdraw.to : CUSTOMER_TRANSITIONS.requestCancel.to;
  return customerActed(world, booking, `POST ${path}`, reply, to);
}

export async function answerVendorCancel(
  world: World,
  booking: TrackedBooking,
  accept: boolean,
): Promise<Outcome> {
  const path = `/api/customer/bookings/${booking.id}/cancel-approval`;
  const reply = await world.http.send('POST', path, { headers: booking.customer.auth, json: { accept } });
  const to = (accept ? CUSTOMER_TRANSITIONS.approveVendorCancel : CUSTOMER_TRANSITIONS.declineVendorCancel)
    .to;
  return customerActed(world, booking, `POST ${path}`, reply, to);
}

/** Re-reads the customer's bookings after lost or refused answers. */
export async function refresh(world: World, customer: Customer): Promise<Outcome> {
  const reply = await world.http.send('GET', '/api/customer/bookings', { headers: customer.auth });
  if (!isSuccess(reply)) return outcomeOf(reply);
  const statuses = new Map(customerList.parse(reply.body).bookings.map((b) => [b.id, b.status]));
  for (const booking of world.bookings.filter((b) => b.customer === customer)) {
    booking.status = statuses.get(booking.id) ?? booking.status;
    booking.unsure = false;
  }
  return 'acked';
}

export type VendorAction = Exclude<BookingAction, 'completeBalance'>;

const vendorRequest = (action: VendorAction, id: number): ['GET' | 'POST', string] => {
  const paths: Record<VendorAction, string> = {
    accept: `/api/acceptBooking/${id}`,
    reject: `/api/rejectBooking/${id}`,
    start: `/api/startBooking/${id}`,
    noShow: `/api/noShowBooking/${id}`,
    complete: `/api/completeBooking/${id}`,
    acceptCancel: `/api/acceptrejectvendorcancel/${id}/accept`,
    rejectCancel: `/api/acceptrejectvendorcancel/${id}/reject`,
    cancel: `/api/cancelvendorBooking/${id}`,
  };
  return [action === 'cancel' ? 'POST' : 'GET', paths[action]];
};

/** A vendor action; the status it promises is the state machine's target (a paid cancel waits for the customer). */
export async function vendorAct(
  world: World,
  booking: TrackedBooking,
  action: VendorAction,
): Promise<Outcome> {
  const [method, path] = vendorRequest(action, booking.id);
  const reply = await world.http.send(method, path, {
    headers: booking.vendor.auth,
    ...(method === 'POST' ? { json: { comment: 'The shop is closed that day' } } : {}),
  });
  if (!isSuccess(reply)) {
    booking.unsure = true;
    return outcomeOf(reply);
  }
  booking.status = targetOf(TRANSITIONS[action], { amountPaidKobo: booking.deposit });
  acknowledge(world, `${method} ${path}`, [bookingFact(booking, booking.status)]);
  return 'acked';
}

/** Withdraws the whole balance; a lost answer is retried with the same Idempotency-Key. */
export async function withdraw(world: World, vendor: Vendor): Promise<Outcome> {
  vendor.withdrawalKey ??= randomUUID();
  const path = '/api/withdrawalrequest';
  const reply = await world.http.send('POST', path, {
    headers: { ...vendor.auth, 'idempotency-key': vendor.withdrawalKey },
    json: { payment_info_id: vendor.bankAccountId },
  });
  if (reply.answered) vendor.withdrawalKey = null;
  if (!isSuccess(reply)) return outcomeOf(reply);
  const { withdrawal_id } = withdrawn.parse(reply.body);
  acknowledge(world, `POST ${path}`, [{ kind: 'withdrawal', id: withdrawal_id, vendorId: vendor.id }]);
  return 'acked';
}

/** One chat message from either side; the answer carries the stored message's id. */
export async function chat(
  world: World,
  vendor: Vendor,
  customer: Customer,
  sender: 'vendor' | 'customer',
): Promise<Outcome> {
  const message = `${sender} note ${randomUUID().slice(0, 8)}`;
  const path = sender === 'vendor' ? `/api/chats/${customer.id}` : `/api/customer/chat/${vendor.id}`;
  const auth = sender === 'vendor' ? vendor.auth : customer.auth;
  const reply = await world.http.send('POST', path, { headers: auth, json: { message } });
  if (!isSuccess(reply)) return outcomeOf(reply);
  const { id } = chatSent.parse(reply.body).message;
  acknowledge(world, `POST ${path}`, [
    { kind: 'chat', id, vendorId: vendor.id, customerId: customer.id, sender, message },
  ]);
  return 'acked';
}

const kobo = (naira: number) => Math.round(naira * 100);

/** The wallet figures the vendor's dashboard shows, in kobo. */
export async function walletOf(world: World, vendor: Vendor) {
  const body = await world.http.expect(200, 'GET', '/api/getUserWallet', { headers: vendor.auth });
  const figures = walletResponse.parse(body).data[0]?.[0];
  if (!figures) throw new Error(`no wallet for vendor ${vendor.id}`);
  return {
    balance: kobo(figures.account_balance),
    // The ledger's withdrawn bucket holds paid-out and still-pending withdrawals alike.
    withdrawn: kobo(figures.withdraw + figures.withdraw_pending),
    pending: kobo(figures.pending),
    cancelled: kobo(figures.cancelled),
  };
}
