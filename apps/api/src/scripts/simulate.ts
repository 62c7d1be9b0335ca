/**
 * Customer simulator: books, cancels and reviews as customers against a running server, so a
 * provider (or a demo) sees bookings arrive live. Bounded: stops after --rounds actions.
 *
 *   npm run simulate -- --url http://localhost:8080 --shop glow-beauty-lounge --rounds 10 --every 3000
 */
import { parseArgs } from 'node:util';
import { ApiError, createApiClient, customerApi, lagos } from '@app/shared';

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

const api = createApiClient({ baseUrl: `${base}/api` });

/** The error of a call the API refused (401, 409…); any other failure, no answer at all included, goes on. */
const refused = (error: unknown): ApiError => {
  if (error instanceof ApiError && error.status !== 0) return error;
  throw error;
};
/** The status a call answered with, whether it succeeded or was refused. */
const statusOf = (pending: Promise<{ status: number }>): Promise<number> =>
  pending.then(
    (res) => res.status,
    (error: unknown) => refused(error).status,
  );

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
  const login = await api
    .call(customerApi.login, { body: { email, password: 'Customer@2026' } })
    .catch(refused);
  if (!(login instanceof ApiError)) return login.token;
  const created = await api
    .call(customerApi.register, {
      body: { email, first_name: first!, last_name: last!, password: 'Customer@2026' },
    })
    .catch(refused);
  if (created instanceof ApiError)
    throw new Error(`could not register ${email}: ${JSON.stringify(created.body)}`);
  return created.token;
}

const shop = await api.call(customerApi.shop, { params: { profileLink: values.shop } }).catch(refused);
if (shop instanceof ApiError) throw new Error(`shop '${values.shop}' not found at ${base}`);
const vendorId = shop.business.id;
const { services } = shop;
const booked: { id: number; token: string; status: string }[] = [];
console.log(`Simulating ${rounds} customer actions on ${values.shop} (${services.length} services)…`);

/** Reviews a finished booking or answers a vendor's cancellation; answers whether it did one. */
async function followUp(round: number, token: string): Promise<boolean> {
  const { bookings: mine } = await api.call(customerApi.bookings, undefined, { token });
  const done = mine.find((b) => b.status === 'awaiting review');
  if (done) {
    const status = await statusOf(
      api.request(
        customerApi.review,
        { params: { id: done.id }, body: { rating: pick([4, 5, 5]), comment: pick(REVIEWS) } },
        { token },
      ),
    );
    console.log(`#${round} reviewed ${done.service_name}: ${status}`);
    return true;
  }
  const asked = mine.find((b) => b.status === 'cancellation requested vendor');
  if (asked) {
    const status = await statusOf(
      api.request(customerApi.answerCancel, { params: { id: asked.id }, body: { accept: true } }, { token }),
    );
    console.log(`#${round} approved the vendor's cancellation of ${asked.service_name}: ${status}`);
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
    const res = await api
      .call(
        customerApi.book,
        {
          body: {
            vendor_id: vendorId,
            items: [{ service_id: service.id, date: day, time }],
            service_location: "At Vendor's Location",
          },
        },
        { token },
      )
      .catch(refused);
    // Refused (a taken slot, too short a notice): another time, maybe another day.
    if (res instanceof ApiError) continue;
    const { payment } = res;
    if (payment?.authorization_url.includes('/sandbox/checkout/')) {
      // Most customers pay the deposit on the sandbox checkout; some walk away and the hold ends.
      // Plain fetch: the provider's checkout form, not the API.
      if (Math.random() < 0.8) {
        await fetch(payment.authorization_url, {
          method: 'POST',
          body: new URLSearchParams({ outcome: 'pay' }),
          redirect: 'manual',
        });
      }
    }
    const [first] = res.bookings;
    booked.push({ id: first!.id, token, status: first!.booking_status });
    console.log(`#${round} booked ${service.name} on ${day} at ${time} (${first!.reference})`);
    return;
  }
  console.log(`#${round} no free slot found`);
}

for (let round = 1; round <= rounds; round++) {
  const token = await signIn(pick(NAMES));
  const approved = booked.find((b) => b.status === 'approved');
  if (await followUp(round, token)) {
    // A review or an answer to the vendor was this round's action.
  } else if (approved && Math.random() < 0.2) {
    const status = await statusOf(
      api.request(
        customerApi.requestCancel,
        { params: { id: approved.id }, body: { comment: 'Something came up, sorry' } },
        { token: approved.token },
      ),
    );
    approved.status = 'cancel requested';
    console.log(`#${round} cancel request for booking ${approved.id}: ${status}`);
  } else {
    await bookSomething(round, token);
  }
  if (round < rounds) await new Promise((r) => setTimeout(r, every));
}
console.log('Simulation finished.');
