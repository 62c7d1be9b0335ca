/**
 * What `npm run simulate` does, as a function its test runs against an app in memory: customers
 * book the shop's services with and without a deposit, pay most deposits on the sandbox checkout,
 * chat, ask to cancel and review; with the vendor's sign-in the vendor side acts too (accepts or
 * rejects requests, answers cancellation requests, replies to chats), so the demo shop lives.
 */
import {
  type ApiClient,
  ApiError,
  authApi,
  bookingsApi,
  chatApi,
  createApiClient,
  customerApi,
  lagos,
} from '@app/shared';

export interface Simulation {
  /** Where the server is, e.g. http://localhost:8080. */
  base: string;
  /** The shop's profile link. */
  shop: string;
  rounds: number;
  /** Milliseconds between rounds. */
  every: number;
  /**
   * The vendor's sign-in: the vendor side acts, and the customers are the shop's demo customers, who
   * share its password (they have completed bookings, so the limits on new customers never apply).
   */
  vendor?: { email: string; password: string };
  /** Demo customers' e-mails, tried with the vendor's password. */
  demoCustomers?: readonly string[];
  fetch?: typeof fetch;
  /** The time (ms), the server's in a test. */
  now?: () => number;
  random?: () => number;
  log?: (line: string) => void;
}

/** What happened, counted, for the closing line (and the test). */
export interface SimulationTally {
  booked: number;
  bookedWithDeposit: number;
  depositsPaid: number;
  accepted: number;
  rejected: number;
  cancelRequests: number;
  cancelsAnswered: number;
  reviews: number;
  chats: number;
  vendorReplies: number;
  /** Refusals by a limit (429): what they said and when to come back. */
  limited: number;
  noFreeSlot: number;
}

/** Accounts the simulator makes when it has no demo customers; the same ones every run. */
const SIM_CUSTOMERS = [
  ['Tolu', 'Adeyemi'],
  ['Chidi', 'Okoro'],
  ['Halima', 'Sani'],
  ['Bisi', 'Ojo'],
  ['Emeka', 'Nwosu'],
] as const;
const SIM_PASSWORD = 'Customer@2026';
const REVIEWS = ['Lovely work, very neat!', 'On time and friendly.', 'Great service, will come back.'];
const QUESTIONS = [
  'Hello, do you do home service in Yaba?',
  'Can I bring my own braiding extensions?',
  'Hi! Is parking available near the studio?',
  'Do you have a slot on Saturday morning?',
];
const REPLIES = ['Yes, we do! Book a time that suits you.', 'Thank you for asking, see you soon.'];

/** A refusal the API answered (401, 409, 429…); a failure without an answer goes on up. */
const refused = (error: unknown): ApiError => {
  if (error instanceof ApiError && error.status !== 0) return error;
  throw error;
};
const attempt = <T>(pending: Promise<T>): Promise<T | ApiError> => pending.catch(refused);

export async function simulate(options: Simulation): Promise<SimulationTally> {
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const log = options.log ?? console.log;
  const send = options.fetch ?? globalThis.fetch;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const base = options.base.replace(/\/$/, '');
  const api: ApiClient = createApiClient({ baseUrl: `${base}/api`, fetch: send });
  const tally: SimulationTally = {
    booked: 0,
    bookedWithDeposit: 0,
    depositsPaid: 0,
    accepted: 0,
    rejected: 0,
    cancelRequests: 0,
    cancelsAnswered: 0,
    reviews: 0,
    chats: 0,
    vendorReplies: 0,
    limited: 0,
    noFreeSlot: 0,
  };
  /** A 429's line: what the limit said and when it lifts, never 'no free slot'. */
  const limitedLine = (error: ApiError) => {
    tally.limited++;
    const wait = error.retryAfter === null ? '' : `, Retry-After ${error.retryAfter} s`;
    return `refused by a limit (429${wait}): ${error.body.message}`;
  };

  const shop = await attempt(api.call(customerApi.shop, { params: { profileLink: options.shop } })).catch(
    (error: unknown) => {
      if (error instanceof ApiError)
        throw new Error(
          `no server answers at ${base}: start it with npm start (or give its address with --url)`,
        );
      throw error;
    },
  );
  if (shop instanceof ApiError) throw new Error(`shop '${options.shop}' not found at ${base}`);
  const vendorId = shop.business.id;
  const withDeposit = shop.services.filter((s) => s.deposit > 0);
  const noDeposit = shop.services.filter((s) => s.deposit === 0);

  const vendorToken = options.vendor ? await vendorSignIn(options.vendor) : null;
  const customers = await signInCustomers();
  log(
    `Simulating ${options.rounds} rounds on ${options.shop}: ${withDeposit.length} services with a deposit, ` +
      `${noDeposit.length} without; customers ${customers.map((c) => c.email).join(', ')}; ` +
      (vendorToken
        ? 'the vendor side accepts, rejects and replies too.'
        : 'requests wait for you in the dashboard (give the vendor password to let the simulator answer some).'),
  );

  async function vendorSignIn(vendor: { email: string; password: string }) {
    const res = await attempt(api.call(authApi.login, { body: vendor }));
    if (res instanceof ApiError)
      throw new Error(`the vendor ${vendor.email} could not sign in: ${res.message}`);
    return res.token;
  }

  /** The demo customers who sign in with the vendor's password, else the simulator's own accounts. */
  async function signInCustomers() {
    const signedIn: { email: string; token: string; limitedUntil: number }[] = [];
    for (const email of options.vendor ? (options.demoCustomers ?? []) : []) {
      const login = await attempt(
        api.call(customerApi.login, { body: { email, password: options.vendor!.password } }),
      );
      if (!(login instanceof ApiError)) signedIn.push({ email, token: login.token, limitedUntil: 0 });
    }
    if (signedIn.length > 0) return signedIn;
    for (const [first, last] of SIM_CUSTOMERS) {
      const email = `${first.toLowerCase()}.sim@customer.ng`;
      const login = await attempt(api.call(customerApi.login, { body: { email, password: SIM_PASSWORD } }));
      const token =
        login instanceof ApiError
          ? await api
              .call(customerApi.register, {
                body: { email, first_name: first, last_name: last, password: SIM_PASSWORD },
              })
              .then((created) => created.token)
          : login.token;
      signedIn.push({ email, token, limitedUntil: 0 });
    }
    return signedIn;
  }
  type Customer = (typeof customers)[number];

  /** Reviews a finished booking or answers the vendor's cancellation; answers whether it did one. */
  async function followUp(round: number, customer: Customer): Promise<boolean> {
    const { bookings } = await api.call(customerApi.bookings, undefined, { token: customer.token });
    const done = bookings.find((b) => b.status === 'awaiting review');
    if (done) {
      const res = await attempt(
        api.call(
          customerApi.review,
          { params: { id: done.id }, body: { rating: pick([4, 5, 5]), comment: pick(REVIEWS) } },
          { token: customer.token },
        ),
      );
      if (!(res instanceof ApiError)) tally.reviews++;
      log(`#${round} ${customer.email} reviewed ${done.service_name}: ${outcome(res)}`);
      return true;
    }
    const asked = bookings.find((b) => b.status === 'cancellation requested vendor');
    if (asked) {
      const res = await attempt(
        api.call(
          customerApi.answerCancel,
          { params: { id: asked.id }, body: { accept: true } },
          { token: customer.token },
        ),
      );
      if (!(res instanceof ApiError)) tally.cancelsAnswered++;
      log(
        `#${round} ${customer.email} agreed to the vendor's cancellation of ${asked.service_name}: ${outcome(res)}`,
      );
      return true;
    }
    const approved = bookings.filter((b) => b.status === 'approved');
    if (approved.length > 0 && random() < 0.15) {
      const booking = pick(approved);
      const res = await attempt(
        api.call(
          customerApi.requestCancel,
          { params: { id: booking.id }, body: { comment: 'Something came up, sorry' } },
          { token: customer.token },
        ),
      );
      if (!(res instanceof ApiError)) tally.cancelRequests++;
      log(`#${round} ${customer.email} asked to cancel ${booking.service_name}: ${outcome(res)}`);
      return true;
    }
    return false;
  }

  async function chat(round: number, customer: Customer) {
    const res = await attempt(
      api.call(
        customerApi.sendMessage,
        { params: { vendorId }, body: { message: pick(QUESTIONS) } },
        { token: customer.token },
      ),
    );
    if (!(res instanceof ApiError)) tally.chats++;
    log(`#${round} ${customer.email} wrote to the shop: ${outcome(res)}`);
  }

  /** Books a free time of the next week (from the shop's own free times) of a service of either kind. */
  async function book(round: number, customer: Customer) {
    if (customer.limitedUntil > now()) return chat(round, customer);
    const kind =
      noDeposit.length > 0 && (withDeposit.length === 0 || random() < 0.4) ? noDeposit : withDeposit;
    const service = pick(kind);
    const today = lagos(now());
    const week = new Set(Array.from({ length: 7 }, (_, i) => today.add(i, 'day').format('YYYY-MM-DD')));
    const months = [...new Set([...week].map((day) => day.slice(0, 7)))];
    const free: { date: string; time: string }[] = [];
    for (const month of months) {
      const slots = await api.call(customerApi.slots, {
        params: { profileLink: options.shop },
        query: { service_id: service.id, month },
      });
      for (const day of slots.days)
        if (week.has(day.date)) for (const time of day.times) free.push({ date: day.date, time });
    }
    if (free.length === 0) {
      tally.noFreeSlot++;
      log(`#${round} no free time for ${service.name} this week`);
      return;
    }
    const { date, time } = pick(free);
    const res = await attempt(
      api.call(
        customerApi.book,
        {
          body: {
            vendor_id: vendorId,
            items: [{ service_id: service.id, date, time }],
            service_location: "At Vendor's Location",
          },
        },
        { token: customer.token },
      ),
    );
    if (res instanceof ApiError) {
      if (res.status === 429) {
        customer.limitedUntil = now() + (res.retryAfter ?? 60) * 1000;
        log(`#${round} ${customer.email} booking ${service.name}: ${limitedLine(res)}`);
      } else
        log(`#${round} ${customer.email} booking ${service.name} on ${date} at ${time}: ${outcome(res)}`);
      return;
    }
    tally.booked++;
    const [first] = res.bookings;
    let paid = 'no deposit, waits for the vendor';
    if (res.payment) {
      tally.bookedWithDeposit++;
      paid = 'deposit not paid: the hold ends in 15 minutes';
      // Most customers pay on the sandbox checkout (plain fetch: the provider's form, not the API).
      if (res.payment.authorization_url.includes('/sandbox/checkout/') && random() < 0.8) {
        const checkout = await send(res.payment.authorization_url, {
          method: 'POST',
          body: new URLSearchParams({ outcome: 'pay' }),
          redirect: 'manual',
        });
        if (checkout.status < 400) {
          tally.depositsPaid++;
          paid = 'deposit paid';
        }
      }
    }
    log(
      `#${round} ${customer.email} booked ${service.name} on ${date} at ${time} (${first!.reference}): ${paid}`,
    );
  }

  /** The vendor's turn: a request accepted (or now and then rejected), a cancellation answered, a chat replied to. */
  async function vendorTurn(round: number, token: string): Promise<boolean> {
    const today = lagos(now());
    const { bookings } = await api.call(
      bookingsApi.range,
      { query: { from: today.format('YYYY-MM-DD'), to: today.add(13, 'day').format('YYYY-MM-DD') } },
      { token },
    );
    const asked = bookings.find((b) => b.booking_status === 'cancellation requested user');
    if (asked) {
      const res = await attempt(
        api.call(bookingsApi.decideCancel, { params: { id: asked.id, decision: 'accept' } }, { token }),
      );
      if (!(res instanceof ApiError)) tally.cancelsAnswered++;
      log(`#${round} the vendor accepted the cancellation of ${asked.service_name}: ${outcome(res)}`);
      return true;
    }
    const { data: members } = await api.call(chatApi.members, undefined, { token });
    const unread = members.find((m) => m.read_status === 'unread' && m.last_sender === 'customer');
    if (unread) {
      await api.call(chatApi.thread, { params: { customerId: unread.customer_id } }, { token });
      const res = await attempt(
        api.call(
          chatApi.send,
          { params: { customerId: unread.customer_id }, body: { message: pick(REPLIES) } },
          { token },
        ),
      );
      if (!(res instanceof ApiError)) tally.vendorReplies++;
      log(`#${round} the vendor replied to ${unread.first_name}: ${outcome(res)}`);
      return true;
    }
    const pending = bookings.filter((b) => b.booking_status === 'pending');
    if (pending.length === 0) return false;
    const booking = pick(pending);
    // Some requests stay for the person watching the dashboard; one in six is turned down.
    const reject = random() < 1 / 6;
    const res = await attempt(
      api.call(reject ? bookingsApi.reject : bookingsApi.accept, { params: { id: booking.id } }, { token }),
    );
    if (!(res instanceof ApiError)) tally[reject ? 'rejected' : 'accepted']++;
    log(`#${round} the vendor ${reject ? 'rejected' : 'accepted'} ${booking.service_name}: ${outcome(res)}`);
    return true;
  }

  const outcome = (res: unknown) =>
    res instanceof ApiError
      ? res.status === 429
        ? limitedLine(res)
        : `${res.status} ${res.body.message}`
      : 'done';

  for (let round = 1; round <= options.rounds; round++) {
    const customer = pick(customers);
    const roll = random();
    if (vendorToken && roll < 0.35 && (await vendorTurn(round, vendorToken))) {
      // The vendor's action was this round's.
    } else if (await followUp(round, customer)) {
      // A review, a cancellation asked or agreed to.
    } else if (roll > 0.85) await chat(round, customer);
    else await book(round, customer);
    if (round < options.rounds) await new Promise((r) => setTimeout(r, options.every));
  }
  log(
    `Simulation finished: ${tally.booked} booked (${tally.bookedWithDeposit} with a deposit, ${tally.depositsPaid} paid), ` +
      `${tally.accepted} accepted, ${tally.rejected} rejected, ${tally.cancelRequests} cancellations asked, ` +
      `${tally.cancelsAnswered} answered, ${tally.reviews} reviews, ${tally.chats} messages, ` +
      `${tally.vendorReplies} replies; ${tally.limited} refused by a limit, ${tally.noFreeSlot} without a free time.`,
  );
  return tally;
}
