import { randomBytes } from 'node:crypto';
import type { ClientMessage } from '@app/shared';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import type { WhatsAppMessage } from '../../adapters/whatsapp.ts';
import { buildApp } from '../../app.ts';
import { bookWalkIn, createTestApp, vendorWithServices } from '../../test/harness.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const until = async (check: () => boolean | Promise<boolean>, ms = 8000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const lagos = (dateTime: string) => new Date(`${dateTime}:00+01:00`).getTime();

describe.runIf(redisUrl)('client messages with REDIS_URL (BullMQ delayed jobs, two instances)', () => {
  it('sends each message once when its job comes due, and nothing for a cancelled booking', async () => {
    const queueName = `client-messages-test-${randomBytes(4).toString('hex')}`;
    const sent: WhatsAppMessage[] = [];
    const whatsapp = { send: async (m: WhatsAppMessage) => void sent.push(m) };
    const t = await createTestApp({ whatsapp }, { REDIS_URL: redisUrl, MESSAGES_QUEUE: queueName });
    closers.push(t.close);
    // A second instance on the same database and Redis, with its own worker on the same queue.
    const other = await buildApp(t.config, { clock: t.clock, whatsapp });
    closers.push(() => other.close());
    const queue = new Queue(queueName, { connection: { url: redisUrl } });
    closers.push(async () => {
      await queue.obliterate({ force: true });
      await queue.close();
    });

    const vendor = await vendorWithServices(t);
    const neighbour = await vendorWithServices(t, 2);
    // The shops remind 2 hours before when their Saturday 14:00 bookings are made, an hour before
    // the 24-hour reminder would fall due (one made then would repeat the confirmation, issue 36).
    const remindAt = (owner: typeof vendor, hours: number[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/reminders',
        headers: owner.auth,
        payload: {
          reminder_hours: hours,
          quiet_hours_enabled: true,
          quiet_start: '21:00',
          quiet_end: '07:00',
          whatsapp: true,
          sms: true,
          email: true,
        },
      });
    for (const owner of [vendor, neighbour]) await remindAt(owner, [2]);
    t.clock.advance(lagos('2026-11-20T12:59') + 59_000 - t.clock.now().getTime());
    const walkIn = async (owner: typeof vendor) => (await bookWalkIn(t, owner)).json().booking.id as number;
    const messagesOf = async (owner: typeof vendor, id: number) =>
      (await t.app.inject({ url: `/api/vendor/bookings/${id}/messages`, headers: owner.auth })).json()
        .data as ClientMessage[];

    const kept = await walkIn(vendor);
    // The confirmation's job is due at once: one of the two workers sends it.
    await until(() => sent.length === 1);
    expect(sent[0]?.template).toBe('appointment_confirmed');
    const cancelled = await walkIn(neighbour);
    await until(() => sent.length === 2);
    // An hour later, one second before the 24-hour reminders are due, the shops add them.
    t.clock.advance(3_600_000);
    for (const owner of [vendor, neighbour]) await remindAt(owner, [24, 2]);
    const [confirmation, dayBefore, ...later] = await messagesOf(vendor, kept);
    const twoHours = later.find((m) => m.status === 'scheduled');
    expect(confirmation).toMatchObject({ status: 'sent', channel: 'whatsapp', attempts: 1 });
    // The 2-hour reminder waits in Redis as a delayed job named after the message and attempt.
    const job = await queue.getJob(`message-${twoHours!.id}-attempt-0`);
    expect(await job?.getState()).toBe('delayed');
    expect(job?.delay).toBeGreaterThan(21 * 3_600_000);

    // The other shop's booking, whose reminder job is also a second away, cancelled before it runs.
    await t.app.inject({
      method: 'POST',
      url: `/api/cancelvendorBooking/${cancelled}`,
      headers: neighbour.auth,
      payload: { comment: 'Closed for the day' },
    });
    t.clock.advance(2000);
    await until(async () => (await messagesOf(vendor, kept))[1]?.status === 'sent');
    // Both jobs have run by now; give the other worker time to have sent anything twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent.map((m) => m.template)).toEqual([
      'appointment_confirmed',
      'appointment_confirmed',
      'appointment_cancelled',
      'appointment_reminder',
    ]);
    expect((await messagesOf(vendor, kept))[1]).toMatchObject({
      id: dayBefore!.id,
      status: 'sent',
      attempts: 1,
    });
    expect(
      (await messagesOf(neighbour, cancelled)).filter((m) => m.kind === 'reminder').map((m) => m.status),
    ).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it('sends a message whose worker died mid-send once its lease runs out', async () => {
    const queueName = `client-messages-test-${randomBytes(4).toString('hex')}`;
    const sent: WhatsAppMessage[] = [];
    const t = await createTestApp(
      { whatsapp: { send: async (m) => void sent.push(m) } },
      { REDIS_URL: redisUrl, MESSAGES_QUEUE: queueName },
    );
    closers.push(t.close);
    const queue = new Queue(queueName, { connection: { url: redisUrl } });
    closers.push(async () => {
      await queue.obliterate({ force: true });
      await queue.close();
    });
    const vendor = await vendorWithServices(t);
    const res = await bookWalkIn(t, vendor);
    await until(() => sent.length === 1);
    const { db } = t.app.container;
    const reminder = await db
      .selectFrom('client_messages')
      .selectAll()
      .where('booking_id', '=', res.json().booking.id)
      .where('offset_hours', '=', 24)
      .executeTakeFirstOrThrow();
    // As a worker leaves it when killed after claiming: 'sending', one attempt made, its lease running.
    const leaseEnd = new Date(t.clock.now().getTime() + 2 * 60_000).toISOString();
    await db
      .updateTable('client_messages')
      .set({ status: 'sending', attempts: 1, next_attempt_at: leaseEnd })
      .where('id', '=', reminder.id)
      .execute();
    await t.app.container.clientMessages.enqueue();
    expect(await queue.getJob(`message-${reminder.id}-attempt-1`)).toBeUndefined(); // still held
    t.clock.advance(2 * 60_000);
    await t.app.container.clientMessages.enqueue();
    await until(() => sent.length === 2);
    expect(sent[1]?.template).toBe('appointment_reminder');
    expect(
      await db.selectFrom('client_messages').selectAll().where('id', '=', reminder.id).executeTakeFirst(),
    ).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
