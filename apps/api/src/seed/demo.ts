import { randomUUID } from 'node:crypto';
import {
  bookingMoneyMoves,
  customerCancelOutcome,
  depositKept,
  fromLagos,
  LIMITS,
  lagos,
  needsBalance,
  PAYMENTS,
} from '@app/shared';
import type { Container } from '../container.ts';
import { withUploads } from '../lib/images.ts';
import { insertLedger } from '../modules/wallet/ledger.repository.ts';
import { CUSTOMERS, DEMO_VENDOR } from './demo-accounts.ts';
import { demoImages } from './demo-images.ts';

const SERVICES = [
  { name: 'Knotless Braids', duration_minutes: 180, duration_type: 'Starts at', price: 2_500_000 },
  { name: 'Wash & Set', duration_minutes: 60, duration_type: 'Fixed', price: 800_000 },
  { name: 'Gel Manicure', duration_minutes: 45, duration_type: 'Fixed', price: 650_000 },
  { name: 'Bridal Make-up', duration_minutes: 120, duration_type: 'varies', price: 4_500_000 },
  { name: 'Spa Pedicure', duration_minutes: 60, duration_type: 'Fixed', price: 700_000 },
  // Booked without a deposit: such a request reaches the vendor at once, to accept or reject.
  { name: 'Eyebrow Shaping', duration_minutes: 30, duration_type: 'Fixed', price: 350_000, noDeposit: true },
];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const CANCEL_NOTE = 'Something came up at work that day, sorry.';
/** What the customers said of the services they reviewed: [rating, comment]. */
const REVIEWS: [number, string][] = [
  [5, 'Neat, quick and very gentle. My nails still look fresh!'],
  [4, 'Lovely set, I only waited a few minutes past my time.'],
];
/** [day offset from today, 'HH:mm', service index, customer index, status] */
const BOOKINGS: [number, string, number, number, string][] = [
  [-6, '10:00', 1, 0, 'completed'],
  [-5, '14:00', 0, 1, 'completed'],
  [-3, '11:00', 2, 2, 'cancelled'],
  [-1, '10:00', 3, 3, 'awaiting review'],
  [-1, '15:00', 4, 0, 'completed'],
  [0, '09:00', 1, 1, 'completed'],
  [0, '11:00', 0, 2, 'approved'],
  [0, '15:00', 2, 3, 'pending'],
  [0, '16:00', 4, 3, 'pending'],
  [1, '10:00', 3, 0, 'approved'],
  [2, '12:00', 1, 2, 'cancellation requested user'],
  [3, '09:30', 0, 1, 'pending'],
  [5, '14:00', 2, 0, 'approved'],
];

/** First run of the embedded default: a vendor with services, hours and a week of bookings, to try at once. */
export async function seedDemo(container: Container, password: string): Promise<boolean> {
  if (await container.auth.accountExists(DEMO_VENDOR.email)) return false;
  const { db, clock } = container;
  const now = clock.now().toISOString();
  const userId = await container.auth.createUser({
    email: DEMO_VENDOR.email,
    password_hash: await container.passwords.hash(password),
    full_name: 'Adaeze Okafor',
    business_name: 'Glow Beauty Lounge',
    phone_number: '08031234567',
    gender: 'Female',
    email_verified_at: now,
    phone_verified_at: now,
    business_category_id: 1,
    business_address: '12 Admiralty Way, Lekki Phase 1, Lagos',
    business_description:
      'Hair styling, braids, nails and make-up in a calm studio in Lekki. Home service across Lagos Island.',
    home_service: 1,
    my_place: 1,
    home_service_fee: 300_000,
    register_status: 1,
  });
  await db
    .insertInto('business_hours')
    .values(
      [0, 1, 2, 3, 4, 5].map((day) => ({ user_id: userId, day, open_time: '08:00', close_time: '19:00' })),
    )
    .execute();
  await db
    .insertInto('business_breaks')
    .values([0, 1, 2, 3, 4].map((day) => ({ user_id: userId, day, start_time: '13:00', end_time: '13:30' })))
    .execute();
  const services = await db
    .insertInto('services')
    .values(
      SERVICES.map(({ noDeposit, ...s }) => ({
        ...s,
        user_id: userId,
        category: 'Hair & Beauty',
        // Half the price up front, paid on the checkout page.
        deposit_type: noDeposit ? ('none' as const) : ('percent' as const),
        deposit_value: noDeposit ? 0 : 50,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'name', 'duration_minutes', 'duration_type', 'price'])
    .execute();
  // The demo customers share the vendor's password, so the owner can try the customer side too.
  const customerHash = await container.passwords.hash(password);
  const customers = await db
    .insertInto('customers')
    .values(
      CUSTOMERS.map(([first_name, last_name]) => ({
        email: `${first_name!.toLowerCase()}@customer.ng`,
        first_name: first_name!,
        last_name: last_name!,
        password_hash: customerHash,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  const today = lagos(clock.now()).format('YYYY-MM-DD');
  const nowMs = clock.now().getTime();
  const policy = await db
    .selectFrom('users')
    .select(['free_cancel_hours', 'late_cancel_fee_percent', 'no_show_fee_percent'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  // Each booking's life as the product would have lived it, dated: booked and paid ahead, then
  // accepted, done, reviewed or completed by the 48-hour sweep, or cancelled; nothing after now.
  const lives = BOOKINGS.map(([offset, time, s, c, status], i) => {
    const service = services[s]!;
    const start = fromLagos(lagos(`${today}T12:00:00Z`).add(offset, 'day').format('YYYY-MM-DD'), time);
    const end = new Date(start.getTime() + service.duration_minutes * 60_000);
    const deposit = Math.round(service.price / 2);
    const bookedAt = Math.min(start.getTime() - 2 * DAY, nowMs - (i + 1) * HOUR);
    const paidAt = bookedAt + 4 * MINUTE;
    const acceptedAt = Math.min(paidAt + HOUR, nowMs);
    const done = status === 'completed' || status === 'awaiting review';
    // The vendor marks the service done as it ends; 'Starts at' and 'varies' take the balance then.
    const doneAt = Math.max(acceptedAt, Math.min(end.getTime(), nowMs));
    // Completed by the sweep 48 hours later, or sooner by the customer's review.
    const swept = doneAt + LIMITS.reviewGraceHours * HOUR <= nowMs;
    const reviewed = status === 'completed' && !swept;
    const completedAt = swept ? doneAt + LIMITS.reviewGraceHours * HOUR : Math.min(doneAt + 2 * HOUR, nowMs);
    // A customer's cancellation request a day after booking, accepted by the vendor two hours later.
    const cancelRequestedAt =
      status === 'cancelled' || status === 'cancellation requested user'
        ? Math.min(bookedAt + DAY, nowMs - 30 * MINUTE)
        : null;
    const cancelledAt = cancelRequestedAt === null ? null : Math.min(cancelRequestedAt + 2 * HOUR, nowMs);
    const kept =
      status === 'cancelled' && cancelRequestedAt !== null
        ? depositKept(deposit, customerCancelOutcome(new Date(cancelRequestedAt), start, policy), policy)
        : 0;
    const changedAt =
      status === 'completed'
        ? completedAt
        : status === 'awaiting review'
          ? doneAt
          : status === 'cancelled'
            ? cancelledAt!
            : status === 'cancellation requested user'
              ? cancelRequestedAt!
              : status === 'approved'
                ? acceptedAt
                : paidAt;
    const row = {
      user_id: userId,
      customer_id: customers[c]!.id,
      service_id: service.id,
      multiple_id: randomUUID(),
      reference: `BK-DEMO${String(i + 1).padStart(3, '0')}`,
      service_name: service.name,
      duration_type: service.duration_type,
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      status,
      service_price: service.price,
      deposit_due: deposit,
      amount_paid: deposit,
      // completeBookingbalance takes at least the price less the deposit.
      balance_received: done && needsBalance(service.duration_type) ? service.price - deposit : 0,
      deposit_kept: kept,
      service_location: "At Vendor's Location",
      created_at: iso(bookedAt),
      updated_at: iso(changedAt),
    };
    return { row, customer: c, bookedAt, paidAt, completedAt, reviewed, cancelRequestedAt, cancelledAt };
  });
  // Every seeded naira came through a (sandbox) checkout and has its ledger rows, dated when the
  // product would have written them: paid when booked, released on completion, refunded on cancelling.
  await container.transact(async (trx) => {
    const inserted = await trx
      .insertInto('bookings')
      .values(lives.map((life) => life.row))
      .returning(['id', 'status', 'amount_paid', 'deposit_kept', 'multiple_id'])
      .execute();
    const payments = await trx
      .insertInto('payments')
      .values(
        inserted.map((b, i) => ({
          reference: `PAY-DEMO${String(i + 1).padStart(3, '0')}`,
          user_id: userId,
          customer_id: lives[i]!.row.customer_id,
          multiple_id: b.multiple_id,
          amount: b.amount_paid,
          currency: 'NGN',
          status: 'success' as const,
          provider: 'sandbox' as const,
          authorization_url: '',
          paid_at: iso(lives[i]!.paidAt),
          expires_at: iso(lives[i]!.bookedAt + PAYMENTS.holdMinutes * MINUTE),
          created_at: iso(lives[i]!.bookedAt),
          updated_at: iso(lives[i]!.paidAt),
        })),
      )
      .returning('id')
      .execute();
    const refundOf = (b: (typeof inserted)[number]) =>
      b.status === 'cancelled' ? b.amount_paid - b.deposit_kept : 0;
    // The sandbox provider's own books hold the same charges, so refunds of them work.
    await trx
      .insertInto('sandbox_transactions')
      .values(
        inserted.map((b, i) => ({
          reference: `PAY-DEMO${String(i + 1).padStart(3, '0')}`,
          amount: b.amount_paid,
          currency: 'NGN',
          email: `${CUSTOMERS[lives[i]!.customer]![0]!.toLowerCase()}@customer.ng`,
          callback_url: 'http://localhost/pay/return',
          status: 'success' as const,
          refunded: refundOf(b),
          paid_at: iso(lives[i]!.paidAt),
          created_at: iso(lives[i]!.bookedAt),
        })),
      )
      .execute();
    await insertLedger(
      trx,
      inserted.flatMap((b, i) => {
        const life = lives[i]!;
        const entry = (at: number) => ({
          user_id: userId,
          booking_id: b.id,
          withdrawal_id: null,
          created_at: iso(at),
        });
        const movedAt = b.status === 'completed' ? life.completedAt : (life.cancelledAt ?? life.paidAt);
        return [
          {
            ...entry(life.paidAt),
            kind: 'booking_paid' as const,
            bucket: 'pending' as const,
            amount: b.amount_paid,
          },
          ...bookingMoneyMoves(b.status, b.amount_paid, b.deposit_kept).map((move) => ({
            ...entry(movedAt),
            ...move,
          })),
        ];
      }),
    );
    const refunded = inserted.flatMap((b, i) =>
      refundOf(b) > 0
        ? [
            {
              payment_id: payments[i]!.id,
              booking_id: b.id,
              amount: refundOf(b),
              status: 'processed' as const,
              created_at: iso(lives[i]!.cancelledAt!),
              updated_at: iso(lives[i]!.cancelledAt!),
            },
          ]
        : [],
    );
    if (refunded.length) await trx.insertInto('refunds').values(refunded).execute();
    const cancellations = inserted.flatMap((b, i) => {
      const at = lives[i]!.cancelRequestedAt;
      return at === null
        ? []
        : [
            {
              booking_id: b.id,
              initiator: 'user' as const,
              comment: CANCEL_NOTE,
              attachment: null,
              created_at: iso(at),
            },
          ];
    });
    if (cancellations.length) await trx.insertInto('booking_cancellations').values(cancellations).execute();
    const reviews = inserted.flatMap((b, i) => {
      const life = lives[i]!;
      if (!life.reviewed) return [];
      const [rating, comment] = REVIEWS[i % REVIEWS.length]!;
      return [
        {
          booking_id: b.id,
          user_id: userId,
          customer_id: life.row.customer_id,
          rating,
          comment,
          created_at: iso(life.completedAt),
        },
      ];
    });
    if (reviews.length) {
      const saved = await trx.insertInto('reviews').values(reviews).returning(['id', 'created_at']).execute();
      // The shop answers its first review, as the shop page shows.
      await trx
        .insertInto('review_replies')
        .values({
          review_id: saved[0]!.id,
          user_id: userId,
          rating: 5,
          comment: 'Thank you! It was a pleasure, see you next time.',
          created_at: saved[0]!.created_at,
        })
        .execute();
    }
    await container.notifications.record(
      trx,
      userId,
      'service',
      'Welcome to your dashboard',
      'Your demo shop is ready.',
    );
  });
  // The shop page's pictures: a cover, a logo and the studio.
  const { cover, logo, workspace } = await demoImages();
  await withUploads(
    container.files,
    [cover, logo, ...workspace],
    async ([coverPath, logoPath, ...photos]) => {
      await db
        .updateTable('users')
        .set({ cover_path: coverPath, logo_path: logoPath })
        .where('id', '=', userId)
        .execute();
      await db
        .insertInto('business_images')
        .values(
          photos.map((path, position) => ({
            user_id: userId,
            kind: 'workspace' as const,
            path,
            position,
            created_at: now,
          })),
        )
        .execute();
    },
  );
  return true;
}
