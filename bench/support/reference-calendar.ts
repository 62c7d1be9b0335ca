/**
 * The bare reference page the dashboard's calendar is judged against (issue 34): FullCalendar's
 * day view alone (`bench/reference-calendar/`), built here by Vite as the dashboard is (into a
 * temporary directory, never committed) with one day's bookings beside it, and served by Vite's
 * preview server on an origin of its own.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bookingsApi, createApiClient, lagos, TIME_ZONE } from '@app/shared';
import { build, preview } from 'vite';

const SOURCE = resolve(import.meta.dirname, '../reference-calendar');

/**
 * Today's (Lagos) bookings of the vendor, from the call the calendar loads them with, as
 * FullCalendar events titled as the dashboard titles them ('service · client').
 */
async function todaysEvents(baseUrl: string, token: string) {
  const client = createApiClient({ baseUrl: `${baseUrl}/api`, token: () => token });
  const date = lagos(new Date()).format('YYYY-MM-DD');
  const { bookings } = await client.call(bookingsApi.range, { query: { from: date, to: date } });
  const events = bookings
    .filter((b) => b.booking_status !== 'rejected')
    .map((b) => ({
      id: String(b.id),
      title: `${b.service_name} · ${b.enduser?.first_name ?? ''}`,
      start: b.starts_at,
      end: b.ends_at,
    }));
  return { date, timeZone: TIME_ZONE, events };
}

/** Builds and serves the reference page with the vendor's bookings of today; `url` is its address. */
export async function serveReferenceCalendar(baseUrl: string, token: string) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-reference-'));
  const config = { root: SOURCE, configFile: false, logLevel: 'warn', build: { outDir } } as const;
  try {
    await build({ ...config, build: { outDir, emptyOutDir: true } });
    const day = await todaysEvents(baseUrl, token);
    writeFileSync(join(outDir, 'bookings.json'), JSON.stringify(day));
    const server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0 } });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('the reference calendar has no address');
    return {
      url,
      bookings: day.events.length,
      async stop() {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
