import {
  answerVendorCancel,
  book,
  chat,
  confirm,
  type Outcome,
  pay,
  refresh,
  requestCancel,
  review,
  type VendorAction,
  vendorAct,
  withdraw,
} from './actions.ts';
import { type Random, seededRandom, sleep, until } from './random.ts';
import type { ServerProcess } from './server.ts';
import type { Customer, TrackedBooking, Vendor, World } from './world.ts';

type Move = () => Promise<Outcome>;
type Weighted = { weight: number; value: Move };

/** Keeps every customer's list under the 200 rows GET /api/customer/bookings answers. */
const MAX_BOOKINGS = 120;

const ready = (world: World, filter: (b: TrackedBooking) => boolean) =>
  world.bookings.filter((b) => !b.unsure && filter(b));

/** What a vendor can do now, by the last status it was told; wrong guesses get a 4xx and a re-read. */
function vendorMoves(world: World, vendor: Vendor, rng: Random): Weighted[] {
  const moves: Weighted[] = [];
  const act = (booking: TrackedBooking, action: VendorAction, weight: number) =>
    moves.push({ weight, value: () => vendorAct(world, booking, action) });
  for (const booking of ready(world, (b) => b.vendor === vendor)) {
    if (booking.status === 'pending') {
      act(booking, 'accept', 3);
      act(booking, 'reject', 0.2);
    } else if (booking.status === 'approved' && booking.startable) {
      act(booking, 'start', 3);
      act(booking, 'noShow', 0.3);
    } else if (booking.status === 'approved') {
      act(booking, 'cancel', 0.15);
    } else if (booking.status === 'cancellation requested user') {
      act(booking, 'acceptCancel', 2);
      act(booking, 'rejectCancel', 1);
    } else if (booking.status === 'ongoing') {
      act(booking, 'complete', 3);
    }
  }
  moves.push({ weight: vendor.withdrawalKey ? 5 : 1, value: () => withdraw(world, vendor) });
  const customer = rng.pick(world.bookings.filter((b) => b.vendor === vendor).map((b) => b.customer));
  if (customer) moves.push({ weight: 0.7, value: () => chat(world, vendor, customer, 'vendor') });
  return moves;
}

/** What a customer can do now: book, pay, confirm, review, cancel, answer, chat. */
function customerMoves(world: World, customer: Customer, rng: Random): Weighted[] {
  const moves: Weighted[] = [];
  const mine = world.bookings.filter((b) => b.customer === customer);
  if (mine.some((b) => b.unsure)) moves.push({ weight: 5, value: () => refresh(world, customer) });
  for (const checkout of world.checkouts.filter((c) => c.customer === customer && !c.settled)) {
    const step = checkout.charged ? () => confirm(world, checkout) : () => pay(world, checkout);
    moves.push({ weight: 3, value: step });
  }
  for (const booking of ready(world, (b) => b.customer === customer)) {
    if (booking.status === 'awaiting review') moves.push({ weight: 3, value: () => review(world, booking) });
    if (booking.status === 'cancellation requested vendor')
      moves.push({ weight: 2, value: () => answerVendorCancel(world, booking, rng.chance(0.7)) });
    if ((booking.status === 'approved' || booking.status === 'pending') && !booking.startable)
      moves.push({ weight: 0.1, value: () => requestCancel(world, booking) });
  }
  const vendor = rng.pick(world.vendors)!;
  if (mine.length < MAX_BOOKINGS)
    moves.push({
      weight: 2,
      value: () => book(world, customer, vendor, rng.chance(0.6), rng.chance(0.25) ? 2 : 1),
    });
  moves.push({ weight: 0.7, value: () => chat(world, vendor, customer, 'customer') });
  return moves;
}

/** One actor, acting until the load stops; while the server is down it backs off a little. */
async function actorLoop(world: World, rng: Random, moves: () => Weighted[]) {
  while (world.running) {
    const move = rng.weighted(moves());
    if (!move) {
      await sleep(10);
      continue;
    }
    if ((await move()) === 'down') await sleep(rng.int(50, 150));
  }
}

export interface LoadPlan {
  /** Kill the server once this many writes have been acknowledged, one kill per entry. */
  killAt: number[];
  /** Stop after this many acknowledged writes (after the last kill)… */
  stopAt: number;
  /** …or at this time (epoch ms), whichever comes first. */
  deadline: number;
}

/** Seeded kill points: each a random number of acknowledged writes after the previous one. */
export function planKills(rng: Random, startAt: number, kills: number, gap: [number, number]) {
  const killAt: number[] = [];
  let at = startAt;
  for (let i = 0; i < kills; i += 1) {
    at += rng.int(gap[0], gap[1]);
    killAt.push(at);
  }
  return { killAt, stopAt: at + rng.int(gap[0], gap[1]) };
}

/** SIGKILLs the server at the planned points, lets `afterKill` look at the data, and starts it again. */
async function killer(
  world: World,
  server: ServerProcess,
  rng: Random,
  plan: LoadPlan,
  afterKill: () => Promise<void>,
) {
  let kills = 0;
  for (const at of plan.killAt) {
    await until(() => world.acks.length >= at || Date.now() > plan.deadline);
    if (Date.now() > plan.deadline) break;
    // Land somewhere inside the requests in flight, not right after an answer.
    await sleep(rng.int(0, 25));
    await server.kill();
    kills += 1;
    await afterKill();
    await server.start();
  }
  return kills;
}

/** Runs every actor concurrently against the real server, killing it as planned; answers the kills. */
export async function runLoad(
  world: World,
  server: ServerProcess,
  seed: number,
  plan: LoadPlan,
  afterKill: () => Promise<void>,
) {
  const rng = seededRandom(seed);
  const actorRng = () => seededRandom(rng.int(1, 2 ** 31));
  const actors = [
    ...world.vendors.map((vendor) => {
      const own = actorRng();
      return actorLoop(world, own, () => vendorMoves(world, vendor, own));
    }),
    ...world.customers.map((customer) => {
      const own = actorRng();
      return actorLoop(world, own, () => customerMoves(world, customer, own));
    }),
  ];
  try {
    const kills = await killer(world, server, actorRng(), plan, afterKill);
    await until(() => world.acks.length >= plan.stopAt || Date.now() > plan.deadline);
    return kills;
  } finally {
    world.running = false;
    await Promise.all(actors);
  }
}

/** After the load: deposits charged but not yet seen confirmed are looked up once more, as the return page does. */
export async function settleCheckouts(world: World) {
  for (const checkout of world.checkouts.filter((c) => c.charged && !c.settled)) {
    for (let attempt = 0; attempt < 3 && !checkout.settled; attempt += 1) await confirm(world, checkout);
  }
}
