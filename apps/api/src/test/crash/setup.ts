import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { validSignUp } from '../harness.ts';
import { book, confirm, type Outcome, pay } from './actions.ts';
import { type Customer, futureSlots, SERVICE_MINUTES, type Vendor, type World } from './world.ts';

const registered = z.object({ token: z.string(), userId: z.number() });
const created = z.object({ id: z.number() });
/** A GTBank account number with a valid NUBAN check digit. */
const GTB = { bank_code: '058', account_no: '0123456785', account_name: 'Chioma Eze' };
/** kobo: ₦8,000 with a ₦2,000 deposit, and ₦3,000 paid at the shop. */
const PAID_SERVICE = { price: 800_000, deposit: 200_000 };
const FREE_SERVICE = { price: 300_000 };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up over HTTP, sets the business up (default hours) and saves a bank account. */
async function signUpVendor(world: World, n: number) {
  const { http } = world;
  const account = registered.parse(
    await http.expect(201, 'POST', '/api/registerpartone', { json: validSignUp(n) }),
  );
  const auth = bearer(account.token);
  await http.expect(200, 'POST', '/api/businesssetup', {
    headers: auth,
    json: {
      business_category: 1,
      business_address: '4 Awolowo Road, Ikoyi, Lagos',
      business_description: 'Braids and nails',
      home_service: true,
      my_place: true,
      images: [],
    },
  });
  const bank = created.parse(
    await http.expect(201, 'POST', '/api/bankaccounts', { headers: auth, json: GTB }),
  );
  return { id: account.userId, auth, bankAccountId: bank.id };
}

/**
 * What has no quick HTTP path, written to the shared data as the wallet tests do: two services
 * (one with a deposit), NIN, e-mail and phone verified and the payout account saved a day before
 * the run (its 24-hour hold over; the spawned server keeps the real clock, which the bookings
 * need), so withdrawals are allowed.
 */
async function prepareVendorRows(db: Db, vendorId: number) {
  const now = new Date().toISOString();
  const row = {
    user_id: vendorId,
    duration_minutes: SERVICE_MINUTES,
    duration_type: 'Fixed',
    created_at: now,
    updated_at: now,
  };
  const services = await db
    .insertInto('services')
    .values([
      {
        ...row,
        name: 'Wash & Set',
        price: PAID_SERVICE.price,
        deposit_type: 'fixed',
        deposit_value: PAID_SERVICE.deposit,
      },
      { ...row, name: 'Trim', price: FREE_SERVICE.price, deposit_type: 'none', deposit_value: 0 },
    ])
    .returning('id')
    .execute();
  await db
    .updateTable('users')
    .set({ nin_verified: 1, email_verified_at: now, phone_verified_at: now })
    .where('id', '=', vendorId)
    .execute();
  await db
    .updateTable('bank_accounts')
    .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
    .where('user_id', '=', vendorId)
    .execute();
  return { paid: services[0]!.id, free: services[1]!.id };
}

async function registerCustomer(world: World, n: number): Promise<Customer> {
  const body = await world.http.expect(201, 'POST', '/api/customer/register', {
    json: { email: `crash${n}@example.ng`, first_name: `Tolu${n}`, last_name: 'Ade', password: 'Secret@123' },
  });
  const { token, userId } = registered.parse(body);
  return { id: userId, auth: bearer(token) };
}

const must = (world: World, step: string, outcome: Outcome) => {
  if (outcome !== 'acked') throw new Error(`set-up step ${step} was ${outcome}: ${world.http.lastAnswer()}`);
};

/**
 * Paid bookings moved to start now: the server uses the real clock, and only a booking that has
 * (nearly) started can be started, completed and reviewed, which is what releases money to the
 * balance for withdrawals. They stay pending for the load to accept.
 */
async function startablePool(world: World, db: Db, perVendor: number) {
  for (const [v, vendor] of world.vendors.entries()) {
    for (let i = 0; i < perVendor; i += 1) {
      const customer = world.customers[(v + i) % world.customers.length]!;
      must(world, 'book', await book(world, customer, vendor, true, 1));
      const checkout = world.checkouts.at(-1)!;
      must(world, 'pay', await pay(world, checkout));
      must(world, 'confirm', await confirm(world, checkout));
    }
  }
  const pool = world.bookings.filter((b) => b.status === 'pending');
  const now = Date.now();
  await db
    .updateTable('bookings')
    .set({
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + (SERVICE_MINUTES - 1) * 60_000).toISOString(),
    })
    .where(
      'id',
      'in',
      pool.map((b) => b.id),
    )
    .execute();
  for (const booking of pool) booking.startable = true;
}

/** Vendors, customers and the startable pool, all through the running server. */
export async function populate(
  world: World,
  db: Db,
  counts: { vendors: number; customers: number; pool: number },
) {
  for (let n = 1; n <= counts.vendors; n += 1) {
    const account = await signUpVendor(world, n);
    const services = await prepareVendorRows(db, account.id);
    const vendor: Vendor = { ...account, services, slots: futureSlots(new Date()), withdrawalKey: null };
    world.vendors.push(vendor);
  }
  for (let n = 1; n <= counts.customers; n += 1) world.customers.push(await registerCustomer(world, n));
  await startablePool(world, db, counts.pool);
}
