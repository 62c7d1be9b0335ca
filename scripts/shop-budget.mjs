#!/usr/bin/env node
/**
 * Size budgets of the public shop page (issue 33), for a client on a cheap phone over 2G/3G:
 *   - JavaScript of the first screen, gzipped: the page's entry script and every chunk it imports
 *     statically (the booking steps load later, when a client starts booking): at most 60 KB;
 *   - CSS of the first screen, gzipped: the page's inline stylesheet: at most 15 KB;
 *   - a first visit over the wire: every byte Chromium receives for /shop/{demo} at 390 × 844 —
 *     the page, its script, the images it shows (the cover and logo; photos below load when
 *     scrolled to) and their headers: at most 150 KB.
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

const root = resolve(import.meta.dirname, '..');
const server = join(root, 'apps/api/dist/server.js');
const assets = join(root, 'apps/api/dist/shop-assets');
if (!existsSync(server) || !existsSync(join(assets, 'manifest.json'))) {
  console.error('apps/api/dist is missing its server or shop-assets: run `npm run build` first.');
  process.exit(2);
}

/** The entry's file and every chunk reached from it by static imports (what loads before it runs). */
function firstScreenScripts() {
  const manifest = JSON.parse(readFileSync(join(assets, 'manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    // Static imports only: `import(...)` (a dynamic one) has a parenthesis, not a quote, after it.
    for (const [, next] of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) visit(next);
  };
  visit(manifest.shop);
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
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(`${url}/shop/${SHOP}`, { waitUntil: 'networkidle' });
  const received = [];
  for (const request of responses) {
    const sizes = await request.sizes();
    received.push({
      path: new URL(request.url()).pathname,
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  }
  const html = await (await fetch(`${url}/shop/${SHOP}`)).text();
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');

  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  const gzipped = (text) => gzipSync(text).length;
  const scripts = firstScreenScripts().map((file) => ({
    file,
    gzip: gzipped(readFileSync(join(assets, file))),
  }));
  const totals = {
    js: scripts.reduce((sum, s) => sum + s.gzip, 0),
    css: gzipped(css),
    wire: received.reduce((sum, r) => sum + r.bytes, 0),
  };
  console.log(`Shop page (/shop/${SHOP}), first screen:`);
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
  process.exitCode = over ? 1 : 0;
} finally {
  await browser?.close();
  child.kill('SIGTERM');
  await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done()));
  rmSync(dataDir, { recursive: true, force: true });
}
