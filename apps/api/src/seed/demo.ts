import { randomBytes, randomUUID } from 'node:crypto';
import { bookingMoneyMoves, fromLagos, lagos } from '@app/shared';
import { hash } from '@node-rs/argon2';
import type { Container } from '../container.ts';
import { insertLedger } from '../modules/wallet/ledger.repository.ts';

export const DEMO_VENDOR = { email: 'demo@glowbeauty.ng' } as const;

/** A password no one else knows, meeting the sign-up rule (upper, lower, digit, symbol). */
export const randomDemoPassword = () => `Glow-${randomBytes(9).toString('base64url')}-7x`;

const SERVICES = [
  { name: 'Knotless Braids', duration_minutes: 180, duration_type: 'Starts at', price: 2_500_000 },
  { name: 'Wash & Set', duration_minutes: 60, duration_type: 'Fixed', price: 800_000 },
  { name: 'Gel Manicure', duration_minutes: 45, duration_type: 'Fixed', price: 650_000 },
  { name: 'Bridal Make-up', duration_minutes: 120, duration_type: 'varies', price: 4_500_000 },
  { name: 'Spa Pedicure', duration_minutes: 60, duration_type: 'Fixed', price: 700_000 },
];
const CUSTOMERS = [
  ['Tolu', 'Adeyemi'],
  ['Ngozi', 'Eze'],
  ['Amina', 'Bello'],
  ['Kemi', 'Lawal'],
];
/** [day offset from today, 'HH:mm', service index, customer index, status] */
const BOOKINGS: [number, string, number, number, string][] = [
  [-6, '10:00', 1, 0, 'completed'],
  [-5, '14:00', 0, 1, 'completed'],
  [-3, '11:00', 2, 2, 'cancelled'],
  [-2, '09:00', 3, 3, 'awaiting review'],
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
    password_hash: await hash(password),
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
      SERVICES.map((s) => ({
        ...s,
        user_id: userId,
        category: 'Hair & Beauty',
        // Half the price up front, paid on the checkout page.
        deposit_type: 'percent' as const,
        deposit_value: 50,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'name', 'duration_minutes', 'duration_type', 'price'])
    .execute();
  // The demo customers share the vendor's password, so the owner can try the customer side too.
  const customerHash = await hash(password);
  const customers = await db
    .insertInto('customers')
    .values(
      CUSTOMERS.map(([first_name, last_name]) => ({
        email: `${first_name?.toLowerCase()}@customer.ng`,
        first_name: first_name!,
        last_name: last_name!,
        password_hash: customerHash,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  const today = lagos(clock.now()).format('YYYY-MM-DD');
  const rows = BOOKINGS.map(([offset, time, s, c, status], i) => {
    const service = services[s]!;
    const start = fromLagos(lagos(`${today}T12:00:00Z`).add(offset, 'day').format('YYYY-MM-DD'), time);
    const deposit = Math.round(service.price / 2);
    return {
      user_id: userId,
      customer_id: customers[c]!.id,
      service_id: service.id,
      multiple_id: randomUUID(),
      reference: `BK-DEMO${String(i + 1).padStart(3, '0')}`,
      service_name: service.name,
      duration_type: service.duration_type,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + service.duration_minutes * 60_000).toISOString(),
      status,
      service_price: service.price,
      deposit_due: deposit,
      amount_paid: deposit,
      service_location: "At Vendor's Location",
      created_at: now,
      updated_at: now,
    };
  });
  // Every seeded naira came through a (sandbox) checkout and has its ledger rows, as live money does.
  await container.transact(async (trx) => {
    const inserted = await trx
      .insertInto('bookings')
      .values(rows)
      .returning(['id', 'status', 'amount_paid', 'multiple_id'])
      .execute();
    const payments = await trx
      .insertInto('payments')
      .values(
        inserted.map((b, i) => ({
          reference: `PAY-DEMO${String(i + 1).padStart(3, '0')}`,
          user_id: userId,
          customer_id: rows[i]!.customer_id,
          multiple_id: b.multiple_id,
          amount: b.amount_paid,
          currency: 'NGN',
          status: 'success' as const,
          provider: 'sandbox' as const,
          authorization_url: '',
          paid_at: now,
          expires_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    // The sandbox provider's own books hold the same charges, so refunds of them work.
    await trx
      .insertInto('sandbox_transactions')
      .values(
        inserted.map((b, i) => ({
          reference: `PAY-DEMO${String(i + 1).padStart(3, '0')}`,
          amount: b.amount_paid,
          currency: 'NGN',
          email: 'demo-customer@customer.ng',
          callback_url: 'http://localhost/pay/return',
          status: 'success' as const,
          refunded: b.status === 'cancelled' ? b.amount_paid : 0,
          paid_at: now,
          created_at: now,
        })),
      )
      .execute();
    const entry = (bookingId: number) => ({
      user_id: userId,
      booking_id: bookingId,
      withdrawal_id: null,
      created_at: now,
    });
    await insertLedger(
      trx,
      inserted.flatMap((b) => [
        { ...entry(b.id), kind: 'booking_paid' as const, bucket: 'pending' as const, amount: b.amount_paid },
        ...bookingMoneyMoves(b.status, b.amount_paid).map((move) => ({ ...entry(b.id), ...move })),
      ]),
    );
    const refunded = inserted.flatMap((b, i) =>
      b.status === 'cancelled'
        ? [
            {
              payment_id: payments[i]!.id,
              booking_id: b.id,
              amount: b.amount_paid,
              status: 'processed' as const,
              created_at: now,
              updated_at: now,
            },
          ]
        : [],
    );
    if (refunded.length) await trx.insertInto('refunds').values(refunded).execute();
    await container.notifications.record(
      trx,
      userId,
      'service',
      'Welcome to your dashboard',
      'Your demo shop is ready.',
    );
  });
  return true;
}
