#!/usr/bin/env node
/**
 * Size budgets of the public shop page (issue 33), for a client on a cheap phone over 2G/3G:
 *   - JavaScript of the first screen, gzipped: the page's entry script and every chunk it imports
 *     statically (the booking steps load later, when a client starts booking): at most 60 KB;
 *   - CSS of the first screen, gzipped: the page's inline stylesheet: at most 15 KB;
 *   - a first visit over the wire: every byte Chromium receives for /shop/{demo} at 390 × 844 —
 *     the page, its script, the images it shows (the cover and logo; photos below load when
 *     scrolled to) and their headers: at most 150 KB.
 * The same three budgets hold for the client's own booking page (/shop/{demo}/booking?key=…, its
 * 'visit' script), opened by a link the demo customer Tolu asks for, as the shop's messages carry.
 * It starts the compiled server (apps/api/dist, `npm run build`) on a fresh data dir with the demo
 * shop seeded, and Debian's Chromium (CHROMIUM_PATH). Run by scripts/size-budget.mjs; exits 1 when
 * over a budget.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const KB = 1000;
const BUDGET = { js: 60 * KB, css: 15 * KB, wire: 150 * KB };
const SHOP = 'glow-beauty-lounge';
const CUSTOMER = { email: 'tolu@customer.ng', password: 'Demo@2026' };

const root = resolve(import.meta.dirname, '..');
const server = join(root, 'apps/api/dist/server.js');
const assets = join(root, 'apps/api/dist/shop-assets');
if (!existsSync(server) || !existsSync(join(assets, 'manifest.json'))) {
  console.error('apps/api/dist is missing its server or shop-assets: run `npm run build` first.');
  process.exit(2);
}

/** The entry's file and every chunk reached from it by static imports (what loads before it runs). */
function firstScreenScripts(entry) {
  const manifest = JSON.parse(readFileSync(join(assets, 'manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    // Static imports only: `import(...)` (a dynamic one) has a parenthesis, not a quote, after it.
    for (const [, next] of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) visit(next);
  };
  visit(manifest[entry]);
  return [...seen];
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const gzipped = (text) => gzipSync(text).length;

/** The booking page of one of the demo customer's bookings: its link, as the shop's messages carry one. */
async function bookingPageOfDemoCustomer(base) {
  const json = async (path, init = {}) => {
    const res = await fetch(`${base}/api${path}`, {
      ...init,
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers ?? {}) },
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const { token } = await json('/customer/login', { method: 'POST', body: JSON.stringify(CUSTOMER) });
  const auth = { authorization: `Bearer ${token}` };
  const { bookings } = await json('/customer/bookings', { headers: auth });
  if (!bookings.length) throw new Error('the demo customer has no booking');
  const { url } = await json(`/shop/visits/${bookings[0].id}/link`, { method: 'POST', headers: auth });
  const page = new URL(url);
  return page.pathname + page.search;
}

/** One page's budgets at 390 × 844: prints its bytes; answers whether it is over any. */
async function measure(browser, base, name, entry, path) {
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const received = [];
  for (const request of responses) {
    const sizes = await request.sizes();
    received.push({
      path: new URL(request.url()).pathname,
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  }
  await page.close();
  const html = await (await fetch(`${base}${path}`)).text();
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const scripts = firstScreenScripts(entry).map((file) => ({
    file,
    gzip: gzipped(readFileSync(join(assets, file))),
  }));
  const totals = {
    js: scripts.reduce((sum, s) => sum + s.gzip, 0),
    css: gzipped(css),
    wire: received.reduce((sum, r) => sum + r.bytes, 0),
  };
  console.log(`${name}, first screen:`);
  for (const s of scripts) console.log(`  js  ${kb(s.gzip).padStart(10)}  ${s.file} (gzipped)`);
  console.log(`  css ${kb(totals.css).padStart(10)}  inline <style> (gzipped)`);
  console.log('First visit at 390 × 844, over the wire (body as sent + headers):');
  for (const r of received) console.log(`      ${kb(r.bytes).padStart(10)}  ${r.path}`);
  let over = false;
  for (const kind of /** @type {const} */ (['js', 'css', 'wire'])) {
    const ok = totals[kind] <= BUDGET[kind];
    over ||= !ok;
    console.log(
      `${kind.toUpperCase().padEnd(5)}${kb(totals[kind]).padStart(9)} of ${kb(BUDGET[kind])}  ${ok ? 'ok' : 'OVER BUDGET'} (${totals[kind]} of ${BUDGET[kind]} bytes)`,
    );
  }
  return over;
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-budget-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [server], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: '1',
    // The demo customer signs in to ask for a booking page's link.
    DEMO_PASSWORD: CUSTOMER.password,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    REALTIME_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
try {
  // Ready once the demo shop answers (the demo is seeded before the server listens).
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/shop/${SHOP}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not serve the demo shop in 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const visitUrl = await bookingPageOfDemoCustomer(url);
  let over = false;
  for (const [name, entry, path] of [
    [`Shop page (/shop/${SHOP})`, 'shop', `/shop/${SHOP}`],
    [`Booking page (/shop/${SHOP}/booking?key=…)`, 'visit', visitUrl],
  ])
    over = (await measure(browser, url, name, entry, path)) || over;
  process.exitCode = over ? 1 : 0;
} finally {
  await browser?.close();
  child.kill('SIGTERM');
  await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done()));
  rmSync(dataDir, { recursive: true, force: true });
}
