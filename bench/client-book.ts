/**
 * The client book (issue 36) for a vendor with 2,000 bookings on SQLite: the mean time of a page
 * of clients, a search, one client's record and saving notes, through app.inject (no network).
 * Each request merges the whole book from the vendor's bookings; this shows what that costs.
 *
 *   npx tsx bench/client-book.ts    BENCH_ROUNDS=40
 */
import { randomUUID } from 'node:crypto';
import { benchApp } from './support/in-process.ts';

const BOOKINGS = 2000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

const app = await benchApp(undefined);
const { db, auth } = app.container;
const now = new Date().toISOString();
const userId = await auth.createUser({
  email: `bench-${Date.now()}@example.ng`,
  full_name: 'Bench',
  business_name: 'Bench Salon',
  register_status: 1,
});
const token = await auth.issueToken(userId, { ip: '127.0.0.1', userAgent: 'bench' }, 'Bench');
const headers = { authorization: `Bearer ${token}` };
// 150 clients with accounts, 450 walk-in clients known by a phone, some of them by e-mail too.
const customers = await db
  .insertInto('customers')
  .values(
    Array.from({ length: 150 }, (_, i) => ({
      email: `c${i}-${Date.now()}@example.ng`,
      first_name: `Ada${i}`,
      last_name: 'B',
      phone_number: `0803${String(1_000_000 + i).padStart(7, '0')}`,
      password_hash: 'x',
      created_at: now,
    })),
  )
  .returning('id')
  .execute();
const statuses = ['pending', 'approved', 'completed', 'cancelled', 'ongoing', 'awaiting review', 'no show'];
const start = Date.parse('2026-01-01T08:00:00Z');
for (let chunk = 0; chunk < BOOKINGS; chunk += 500) {
  await db
    .insertInto('bookings')
    .values(
      Array.from({ length: 500 }, (_, i) => {
        const n = chunk + i;
        const startsAt = new Date(start + n * 90 * 60_000);
        const online = n % 4 === 0;
        const walkIn = n % 450;
        return {
          user_id: userId,
          customer_id: online ? customers[n % customers.length]!.id : null,
          client_name: online ? null : `Walk-in ${walkIn}`,
          client_phone: online ? null : `0906${String(2_000_000 + walkIn).padStart(7, '0')}`,
          client_email: online || walkIn % 3 ? null : `w${walkIn}@example.ng`,
          source: online ? 'online' : 'walk_in',
          multiple_id: randomUUID(),
          reference: `BK-C${String(n).padStart(7, '0')}`,
          service_name: 'Knotless Braids',
          duration_type: 'Fixed',
          starts_at: startsAt.toISOString(),
          ends_at: new Date(startsAt.getTime() + 60 * 60_000).toISOString(),
          status: statuses[n % statuses.length]!,
          service_price: 2_500_000,
          service_location: "At Vendor's Location",
          created_at: now,
          updated_at: now,
        } as const;
      }),
    )
    .execute();
}

async function mean(name: string, request: () => Promise<{ statusCode: number }>) {
  await request(); // warm
  const begin = performance.now();
  for (let i = 0; i < ROUNDS; i++) {
    const res = await request();
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode}`);
  }
  console.log(`${name.padEnd(28)} ${((performance.now() - begin) / ROUNDS).toFixed(1)} ms`);
}
const key = encodeURIComponent('phone:2349062000007');
await mean('list, page 1', () => app.inject({ url: '/api/vendor/clients?page=1', headers }));
await mean('list, search "walk-in 1"', () =>
  app.inject({ url: '/api/vendor/clients?page=1&search=walk-in%201', headers }),
);
await mean('one client', () => app.inject({ url: `/api/vendor/clients/${key}`, headers }));
await mean('save notes', () =>
  app.inject({
    method: 'PUT',
    url: `/api/vendor/clients/${key}/notes`,
    headers,
    payload: { notes: 'Prefers mornings', tags: ['VIP'] },
  }),
);
await app.close();
