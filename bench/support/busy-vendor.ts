/**
 * What the browser benches need: the product built as `npm start` runs it (the compiled server and
 * the web app, built here so a fresh clone needs no earlier step) and a busy vendor to look at.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { customerApi, fromLagos, lagos } from '@app/shared';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { apiClient } from '../../e2e/support/api.ts';
import { registerVendor, uniqueVendor } from '../../e2e/support/flows.ts';
import { buildServer, type RunningServer, startServer } from '../../e2e/support/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const STATUSES = ['pending', 'approved', 'completed', 'cancelled', 'ongoing', 'awaiting review'];
const SERVICES = [
  { name: 'Knotless Braids', type: 'Starts at', minutes: 90 },
  { name: 'Wash & Set', type: 'Fixed', minutes: 60 },
  { name: 'Gel Manicure', type: 'Fixed', minutes: 45 },
  { name: 'Spa Pedicure', type: 'Fixed', minutes: 30 },
];

/** Builds the server and the web app (into a temporary directory, removed on stop), then starts the product on SQLite. */
export async function startBuiltProduct(env: Record<string, string> = {}): Promise<RunningServer> {
  buildServer();
  const webDist = mkdtempSync(join(tmpdir(), 'bench-web-'));
  // The phone app (/app) first, then the dashboard beside it, as `npm run build` does.
  for (const args of [
    ['-c', 'vite.phone.config.ts', '--emptyOutDir'],
    ['--emptyOutDir', 'false'],
  ]) {
    const { status, error } = spawnSync(
      'npx',
      ['vite', 'build', ...args, '--outDir', webDist, '--logLevel', 'warn'],
      { cwd: join(ROOT, 'apps/web'), stdio: 'inherit' },
    );
    if (error) throw error;
    if (status !== 0) throw new Error(`building the web app failed (exit code ${status})`);
  }
  const server = await startServer({ SEED_DEMO: '0', WEB_DIST: webDist, ...env });
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/**
 * A verified vendor (so no verification dialog covers the calendar) with `bookings` bookings in
 * the current month (Lagos), written straight into the server's SQLite file: a bench's fixture,
 * where going through the API 2,000 times would only measure the seeding. Its API token comes
 * with it, for a bench's own calls.
 */
export async function seedBusyVendor(server: RunningServer, bookings = 2000) {
  const vendor = { ...uniqueVendor('bench'), password: 'Bench#2026' };
  const { userId, token } = await registerVendor(server.url, vendor);
  const customer = await apiClient(server.url).call(customerApi.register, {
    body: {
      email: `ada.${Date.now()}@example.ng`,
      first_name: 'Ada',
      last_name: 'Bello',
      password: 'Customer#2026',
    },
  });

  const db = new SQLite(join(server.dataDir, 'app.sqlite'));
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  // A verified vendor, so no verification dialog covers the calendar.
  db.prepare('UPDATE users SET email_verified_at = ?, phone_verified_at = ? WHERE id = ?').run(
    now,
    now,
    userId,
  );
  const month = lagos(new Date()).startOf('month');
  const days = month.daysInMonth();
  const insert = db.prepare(`INSERT INTO bookings (user_id, customer_id, multiple_id, reference, service_name,
      duration_type, starts_at, ends_at, status, service_price, amount_paid, service_location, created_at, updated_at)
    VALUES (@user_id, @customer_id, @multiple_id, @reference, @service_name, @duration_type, @starts_at,
      @ends_at, @status, @service_price, @amount_paid, @service_location, @created_at, @updated_at)`);
  db.transaction(() => {
    for (let n = 0; n < bookings; n += 1) {
      const service = SERVICES[n % SERVICES.length]!;
      const date = month.add(n % days, 'day').format('YYYY-MM-DD');
      // 08:00 … 18:15 in 15-minute steps, so every booking ends by 19:45 at the latest.
      const quarter = Math.floor(n / days) % 42;
      const time = `${String(8 + Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
      const start = fromLagos(date, time);
      insert.run({
        user_id: userId,
        customer_id: customer.userId,
        multiple_id: randomUUID(),
        reference: `BK-R${String(n).padStart(7, '0')}`,
        service_name: service.name,
        duration_type: service.type,
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + service.minutes * 60_000).toISOString(),
        status: STATUSES[n % STATUSES.length]!,
        service_price: 1_500_000,
        amount_paid: 500_000,
        service_location: "At Vendor's Location",
        created_at: now,
        updated_at: now,
      });
    }
  })();
  db.close();
  return { ...vendor, token };
}

/**
 * Waits until the app's service worker has installed (it registers once the dashboard has loaded,
 * then downloads and caches every file of the app) and is active. A provider's loads happen long
 * after that one-time download; a bench that measured during it would time the download too.
 */
export async function serviceWorkerInstalled(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
}
