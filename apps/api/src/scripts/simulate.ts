/**
 * Customer simulator: books, cancels and reviews as customers against a running server, so a
 * provider (or a demo) sees bookings arrive live. Bounded: stops after --rounds actions.
 *
 *   npm run simulate -- --url http://localhost:8080 --shop glow-beauty-lounge --rounds 10 --every 3000
 */
import { parseArgs } from 'node:util';
import { lagos } from '@app/shared';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    shop: { type: 'string', default: 'glow-beauty-lounge' },
    rounds: { type: 'string', default: '10' },
    every: { type: 'string', default: '3000' },
  },
});
const base = values.url.replace(/\/$/, '');
const rounds = Math.min(Number(values.rounds), 500);
const every = Math.max(Number(values.every), 100);

type Json = Record<string, unknown>;
async function call(path: string, body?: Json, token?: string): Promise<{ status: number; json: Json }> {
  const response = await fetch(`${base}/api/customer/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as Json };
}

const NAMES = [
  ['Tolu', 'Adeyemi'],
  ['Chidi', 'Okoro'],
  ['Halima', 'Sani'],
  ['Bisi', 'Ojo'],
  ['Emeka', 'Nwosu'],
];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Logs in (or first registers) a simulated customer. */
async function signIn([first, last]: string[]): Promise<string> {
  const email = `${first!.toLowerCase()}.sim@customer.ng`;
  const login = await call('login', { email, password: 'Customer@2026' });
  if (login.status === 200) return login.json.token as string;
  const created = await call('register', {
    email,
    first_name: first,
    last_name: last,
    password: 'Customer@2026',
  });
  if (created.status !== 201) throw new Error(`could not register ${email}: ${JSON.stringify(created.json)}`);
  return created.json.token as string;
}

const shop = await call(`shop/${values.shop}`);
if (shop.status !== 200) throw new Error(`shop '${values.shop}' not found at ${base}`);
const vendorId = (shop.json.business as Json).id as number;
const services = shop.json.services as { id: number; name: string; price: number }[];
const booked: { id: number; token: string; status: string }[] = [];
console.log(`Simulating ${rounds} customer actions on ${values.shop} (${services.length} services)…`);

/** Reviews a finished booking or answers a vendor's cancellation; answers whether it did one. */
async function followUp(round: number, token: string): Promise<boolean> {
  const mine = (await call('bookings', undefined, token)).json.bookings as {
    id: number;
    status: string;
    service_name: string;
  }[];
  const done = mine.find((b) => b.status === 'awaiting review');
  if (done) {
    const res = await call(
      `bookings/${done.id}/review`,
      { rating: pick([4, 5, 5]), comment: pick(REVIEWS) },
      token,
    );
    console.log(`#${round} reviewed ${done.service_name}: ${res.status}`);
    return true;
  }
  const asked = mine.find((b) => b.status === 'cancellation requested vendor');
  if (asked) {
    const res = await call(`bookings/${asked.id}/cancel-approval`, { accept: true }, token);
    console.log(`#${round} approved the vendor's cancellation of ${asked.service_name}: ${res.status}`);
    return true;
  }
  return false;
}
const REVIEWS = ['Lovely work, very neat!', 'On time and friendly.', 'Great service, will come back.'];

/** Books a random service in a random free slot of the next five days. */
async function bookSomething(round: number, token: string) {
  for (let attempt = 0; attempt < 15; attempt++) {
    const day = lagos(Date.now())
      .add(Math.floor(Math.random() * 5), 'day')
      .format('YYYY-MM-DD');
    const time = `${String(8 + Math.floor(Math.random() * 9)).padStart(2, '0')}:${pick(['00', '30'])}`;
    const service = pick(services);
    const res = await call(
      'bookings',
      {
        vendor_id: vendorId,
        items: [{ service_id: service.id, date: day, time }],
        service_location: "At Vendor's Location",
      },
      token,
    );
    const payment = res.json.payment as { authorization_url: string } | null | undefined;
    if (res.status === 201 && payment?.authorization_url.includes('/sandbox/checkout/')) {
      // Most customers pay the deposit on the sandbox checkout; some walk away and the hold ends.
      if (Math.random() < 0.8) {
        await fetch(payment.authorization_url, {
          method: 'POST',
          body: new URLSearchParams({ outcome: 'pay' }),
          redirect: 'manual',
        });
      }
    }
    if (res.status === 201) {
      const [first] = res.json.bookings as { id: number; booking_status: string; reference: string }[];
      booked.push({ id: first!.id, token, status: first!.booking_status });
      console.log(`#${round} booked ${service.name} on ${day} at ${time} (${first!.reference})`);
      return;
    }
  }
  console.log(`#${round} no free slot found`);
}

for (let round = 1; round <= rounds; round++) {
  const token = await signIn(pick(NAMES));
  const approved = booked.find((b) => b.status === 'approved');
  if (await followUp(round, token)) {
    // A review or an answer to the vendor was this round's action.
  } else if (approved && Math.random() < 0.2) {
    const res = await call(
      `bookings/${approved.id}/cancel-request`,
      { comment: 'Something came up, sorry' },
      approved.token,
    );
    approved.status = 'cancel requested';
    console.log(`#${round} cancel request for booking ${approved.id}: ${res.status}`);
  } else {
    await bookSomething(round, token);
  }
  if (round < rounds) await new Promise((r) => setTimeout(r, every));
}
console.log('Simulation finished.');
