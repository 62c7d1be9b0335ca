import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { OutboxMessage } from './index.ts';
import { type Deliverers, outboxService } from './outbox.service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A promise and the function that settles it: a provider or a presentation that answers when told. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

/** An outbox on the test app's database whose deliveries are recorded in order, by event or subject. */
function outboxWith(deliverers: Partial<Deliverers>) {
  const sent: string[] = [];
  const outbox = outboxService({
    db: t.app.container.db,
    clock: t.clock,
    log: () => {},
    deliverers: () => ({
      realtime: ({ event }) => void sent.push(event),
      bookings: ({ event }) => void sent.push(event),
      mail: ({ subject }) => void sent.push(subject),
      sms: ({ text }) => void sent.push(text),
      push: ({ notice }) => void sent.push(notice.title),
      whatsapp: ({ text }) => void sent.push(text),
      ...deliverers,
    }),
  });
  const record = (messages: OutboxMessage[]) =>
    t.app.container.db.transaction().execute((trx) => outbox.record(trx, messages));
  return { outbox, sent, record };
}

/** Booking events are presented from the database when sent: here, once `presenting.open()` is called. */
function slowBookings() {
  const presenting = gate();
  const made = outboxWith({
    bookings: async ({ event }) => {
      await presenting.opened;
      made.sent.push(event);
    },
  });
  return { ...made, presenting };
}

const booking: OutboxMessage = {
  topic: 'bookings',
  payload: { userId: 1, event: 'booking.created', ids: [7] },
};
const alert: OutboxMessage = {
  topic: 'realtime',
  payload: { userId: 1, event: 'notification.created', data: {} },
};
const mail = (subject: string): OutboxMessage => ({
  topic: 'mail',
  payload: { to: 'ada@shop.ng', subject, text: 'Hello' },
});

describe('the outbox', () => {
  it("sends a booking's live update before the alert about it when two commits flush at once", async () => {
    // The booking is presented from the database when sent, which takes a while; the alert does not.
    const { outbox, sent, record, presenting } = slowBookings();
    await record([booking, alert]);
    const first = outbox.flush();
    // Another request's commit flushes while the first run is still presenting the booking.
    const second = outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    presenting.open();
    await Promise.all([first, second]);
    expect(sent).toEqual(['booking.created', 'notification.created']);
    expect(await t.app.container.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('delivers what a commit wrote during a run in the run after it, before answering that commit', async () => {
    const { outbox, sent, record, presenting } = slowBookings();
    await record([booking]);
    const first = outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Committed after the first run read what was due.
    await record([alert]);
    const second = outbox.flush();
    presenting.open();
    await second;
    expect(sent).toEqual(['booking.created', 'notification.created']);
    await first;
  });

  it('never holds a live update behind a slow mail provider, and still sends the mail once', async () => {
    const provider = gate();
    const reached = gate();
    const { outbox, sent, record } = outboxWith({
      mail: async ({ subject }) => {
        reached.open();
        await provider.opened;
        sent.push(subject);
      },
    });
    await record([mail('New booking')]);
    const stuck = outbox.flush();
    // The mail is with its provider (so taken by this run), however long the database took to get there.
    await reached.opened;
    await record([alert]);
    // What a request does after its commit: its live update goes out, the stuck mail holds nothing.
    await outbox.afterCommit();
    expect(sent).toEqual(['notification.created']);
    provider.open();
    await stuck;
    await outbox.flush();
    expect(sent).toEqual(['notification.created', 'New booking']);
  });

  it('answers a commit without waiting on the mail it wrote, and settles once the provider has it', async () => {
    const provider = gate();
    const { outbox, sent, record } = outboxWith({
      mail: async ({ subject }) => {
        await provider.opened;
        sent.push(subject);
      },
    });
    await record([mail('Withdrawal requested'), alert]);
    await outbox.afterCommit();
    expect(sent).toEqual(['notification.created']);
    let settled = false;
    const done = outbox.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    provider.open();
    await done;
    expect(sent).toEqual(['notification.created', 'Withdrawal requested']);
  });
});
