import { ABUSE_LIMITS } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.ts';
import { DEMO_CUSTOMER_EMAILS, DEMO_VENDOR } from '../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { simulate } from './simulation.ts';

const PASSWORD = 'Demo-pass-2026';
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t.app.container, PASSWORD);
});
afterEach(() => t.close());

/** fetch on the app in memory: the simulator's API calls and the sandbox checkout's form alike. */
const injected: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const body = init?.body;
  const headers = { ...(init?.headers as Record<string, string>) };
  if (body instanceof URLSearchParams) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await t.app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url: url.pathname + url.search,
    headers,
    payload: body === undefined || body === null ? undefined : String(body),
  });
  const answer = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (value !== undefined) answer.set(name, String(value));
  const empty = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0;
  return new Response(empty ? null : new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers: answer,
  });
};

/** A fixed sequence of 'random' numbers, so each run takes the same turns. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const run = (rounds: number, withVendor: boolean, lines: string[]) =>
  simulate({
    base: 'http://app.test',
    shop: 'glow-beauty-lounge',
    rounds,
    every: 0,
    vendor: withVendor ? { email: DEMO_VENDOR.email, password: PASSWORD } : undefined,
    demoCustomers: DEMO_CUSTOMER_EMAILS,
    fetch: injected,
    now: () => t.clock.now().getTime(),
    random: seeded(7),
    log: (line) => lines.push(line),
  });

describe('npm run simulate on the demo shop', () => {
  it('books with and without a deposit, pays, chats, and the vendor side accepts and replies', async () => {
    const lines: string[] = [];
    const tally = await run(60, true, lines);
    expect(tally.booked).toBeGreaterThan(5);
    expect(tally.bookedWithDeposit).toBeGreaterThan(0);
    expect(tally.booked - tally.bookedWithDeposit).toBeGreaterThan(0);
    expect(tally.depositsPaid).toBeGreaterThan(0);
    expect(tally.accepted).toBeGreaterThan(0);
    expect(tally.chats).toBeGreaterThan(0);
    expect(tally.vendorReplies).toBeGreaterThan(0);
    // The seeded demo customers have completed bookings: no limit on new customers applies to them.
    expect(tally.limited).toBe(0);
    const { db } = t.app.container;
    const approved = await db
      .selectFrom('bookings')
      .select('id')
      .where('status', '=', 'approved')
      .where('reference', 'not like', 'BK-DEMO%')
      .execute();
    // Accepted: the simulator's own requests among them (the vendor answers the seeded ones too).
    expect(approved.length).toBeGreaterThan(0);
    const messages = await db.selectFrom('chat_messages').select('sender').execute();
    expect(messages.filter((m) => m.sender === 'vendor')).toHaveLength(tally.vendorReplies);
  });

  it("says a limit refused a booking, with its Retry-After, instead of 'no free slot'", async () => {
    const lines: string[] = [];
    // Without the vendor's password the simulator's own (new) customers book, from one address.
    const tally = await run(ABUSE_LIMITS.bookings.newCustomerSlotsPerAddressPerHour + 15, false, lines);
    expect(tally.booked).toBe(ABUSE_LIMITS.bookings.newCustomerSlotsPerAddressPerHour);
    expect(tally.limited).toBeGreaterThan(0);
    expect(lines.find((line) => line.includes('429'))).toMatch(
      /refused by a limit \(429, Retry-After \d+ s\): .+/,
    );
    expect(lines.join('\n')).not.toMatch(/no free/);
  });
});
