import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lagosDateTime, REMINDERS } from '@app/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { crashDatabase } from '../../test/crash/database.ts';
import { freePort, serverEnv, serverProcess } from '../../test/crash/server.ts';
import { validSignUp } from '../../test/harness.ts';

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MINUTE = 60_000;

/** The outbox files the server wrote for reminders (the embedded default of every channel). */
const reminderFiles = (dataDir: string) => {
  let names: string[] = [];
  try {
    names = readdirSync(join(dataDir, 'outbox'));
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(dataDir, 'outbox', name), 'utf8')))
    .filter((m: { template?: string }) => m.template === 'appointment_reminder') as { created_at: string }[];
};

describe('a reminder across kill -9 of the server', () => {
  it('is sent exactly once after a restart when the process died between scheduling and sending', async () => {
    const data = await crashDatabase();
    closers.push(() => data.drop());
    const port = await freePort();
    let realtimePort = await freePort();
    while (realtimePort === port) realtimePort = await freePort();
    // The server's clock is moved to just before the reminder falls due instead of waiting for it
    // in real time (adapters/clock.ts; refused in production, the one thing NODE_ENV changes there
    // besides requiring the NIN key on PostgreSQL, which serverEnv sets anyway).
    const clockFile = join(data.dataDir, 'clock-ahead-ms');
    const env = {
      ...serverEnv({ port, realtimePort, dataDir: data.dataDir, databaseUrl: data.databaseUrl }),
      NODE_ENV: 'test',
      TEST_CLOCK_FILE: clockFile,
    };
    const server = serverProcess({ ...env, MESSAGES_POLL_MS: '1000' });
    closers.push(() => server.stop());
    await server.start();

    const call = async <T>(method: string, path: string, body: unknown, token?: string): Promise<T> => {
      const res = await fetch(`${server.baseUrl}/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const { token, userId } = await call<{ token: string; userId: number }>(
      'POST',
      '/registerpartone',
      validSignUp(7),
    );
    await call(
      'POST',
      '/businesssetup',
      {
        business_category: 1,
        business_address: '4 Awolowo Road, Ikoyi, Lagos',
        business_description: 'Braids and nails',
        home_service: false,
        my_place: true,
        images: [],
      },
      token,
    );
    // Open all day every day, so the test can book two hours from whenever it runs.
    const days = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      open_time: '00:00',
      close_time: '23:59',
      breaks: [],
    }));
    await call('PUT', '/settings/hours', { days }, token);
    await call(
      'PUT',
      '/settings/reminders',
      {
        reminder_hours: [2],
        quiet_hours_enabled: false,
        quiet_start: '21:00',
        quiet_end: '07:00',
        whatsapp: true,
        sms: true,
        email: true,
      },
      token,
    );
    const now = new Date().toISOString();
    const [service] = await data
      .db()
      .insertInto('services')
      .values({
        user_id: userId,
        name: 'Trim',
        duration_minutes: 5,
        duration_type: 'Fixed',
        price: 300_000,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .execute();

    // The first whole minute at least two hours and ten seconds away (its reminder is in the
    // future), or, near midnight in Lagos, a quarter of an hour later: the five-minute booking must
    // end by the shop's 23:59 close. The server's clock is moved to the reminder below.
    let start = new Date(Math.ceil((Date.now() + 2 * 60 * MINUTE + 10_000) / MINUTE) * MINUTE);
    if (lagosDateTime(start).time > '23:50') start = new Date(start.getTime() + 15 * MINUTE);
    const due = start.getTime() - 2 * 60 * MINUTE;
    const { date, time } = lagosDateTime(start);
    // Booked an hour earlier by the server's clock: a reminder made with the confirmation would
    // repeat it and is not planned (issue 36).
    writeFileSync(clockFile, String(-REMINDERS.confirmationCoversMs));
    const { booking } = await call<{ booking: { id: number } }>(
      'POST',
      '/vendor/bookings/walk-in',
      {
        source: 'phone',
        service_id: service!.id,
        date,
        time,
        client_name: 'Ada',
        client_phone: '08031234567',
      },
      token,
    );
    // Scheduled and committed; the process dies before it is due.
    await server.kill();
    const [planned] = await data
      .db()
      .selectFrom('client_messages')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'reminder')
      .execute();
    expect(planned).toMatchObject({ status: 'scheduled', due_at: new Date(due).toISOString() });
    expect(reminderFiles(data.dataDir)).toEqual([]);

    // Back up, the server's time is two seconds before the reminder's.
    writeFileSync(clockFile, String(due - 2_000 - Date.now()));
    await server.start();
    const deadline = Date.now() + 30_000;
    while (reminderFiles(data.dataDir).length === 0 && Date.now() < deadline) await sleep(250);
    // A few more polling rounds: nothing is sent twice.
    await sleep(3000);
    const files = reminderFiles(data.dataDir);
    expect(files).toHaveLength(1);
    expect(Date.parse(files[0]!.created_at)).toBeGreaterThanOrEqual(due);
    const sent = await data
      .db()
      .selectFrom('client_messages')
      .selectAll()
      .where('id', '=', planned!.id)
      .executeTakeFirst();
    expect(sent).toMatchObject({ status: 'sent', channel: 'whatsapp', attempts: 1 });
    // No error logged (the start-up banners are the process's other lines).
    expect(server.errors.filter((line) => /"level":[56]\d/.test(line))).toEqual([]);
  }, 150_000);
});
