/**
 * What the dashboard costs a provider in mobile data (issue 34), measured on the wire: every byte
 * the server sends the browser — the page's requests and its service worker's alike — is counted by
 * a TCP proxy the browser talks to, and the realtime socket's frames by Chromium's DevTools
 * protocol (the socket has a port of its own). Two figures, each beside its target:
 *
 *   1. the first sign-in: a new browser opens /sign-in, signs in as the demo vendor and waits until
 *      the service worker has installed (everything it precaches included);
 *   2. 50 live changes: 50 rounds of the customer simulator of `npm run simulate` (the demo shop's
 *      customers book, pay, cancel, review and chat; the vendor side accepts and rejects) while the
 *      calendar stays open.
 *
 *   npm run bench:data-cost      (builds the server and the web app first)
 *
 * A benchmark never fails on its figures.
 */
import { createConnection, createServer, type Server } from 'node:net';
import { simulate } from '../apps/api/src/scripts/simulation.ts';
import { DEMO_CUSTOMER_EMAILS } from '../apps/api/src/seed/demo-accounts.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { submitSignIn } from '../e2e/support/flows.ts';
import { serviceWorkerInstalled, startBuiltProduct } from './support/busy-vendor.ts';

const TARGET = { firstSignIn: 700 * 1024, liveChanges: 60 * 1024 };
const CHANGES = 50;
const DEMO = { email: 'demo@glowbeauty.ng', password: 'Bench#Demo2026' };

/**
 * A TCP proxy to `target()`: counts the bytes sent to Chromium, and its requests by path. Other
 * clients' connections (the simulator pays deposits on the sandbox checkout, at PUBLIC_URL) pass
 * uncounted: a connection is Chromium's when its requests say so in their User-Agent.
 */
function countingProxy(port: number, target: () => number) {
  const tally = { bytes: 0, requests: new Map<string, number>() };
  const server: Server = createServer((browser) => {
    const upstream = createConnection(target(), '127.0.0.1');
    let chromium = false;
    browser.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      chromium ||= /^user-agent:.*Chrome\//im.test(text);
      // A request's first line; requests on a kept-alive connection each start one.
      for (const [, path] of chromium ? text.matchAll(/^(?:GET|POST|PUT|PATCH|DELETE) (\S+) HTTP/gm) : []) {
        const key = path!.split('?')[0]!;
        tally.requests.set(key, (tally.requests.get(key) ?? 0) + 1);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (chromium) tally.bytes += chunk.length;
      browser.write(chunk);
    });
    const close = () => {
      browser.destroy();
      upstream.destroy();
    };
    browser.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  return {
    tally,
    listen: () => new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done())),
    reset() {
      tally.bytes = 0;
      tally.requests.clear();
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (name: string, bytes: number, target: number) =>
  console.log(
    `${name.padEnd(34)} ${kb(bytes).padStart(10)}   target ≤ ${kb(target).padStart(8)}   ${(bytes / target).toFixed(2)}× the target`,
  );

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const proxyPort = await freePort();
let serverPort = 0;
const proxy = countingProxy(proxyPort, () => serverPort);
await proxy.listen();
const server = await startBuiltProduct({
  SEED_DEMO: '1',
  DEMO_PASSWORD: DEMO.password,
  PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
});
serverPort = Number(new URL(server.url).port);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let socketBytes = 0;
  // What the page itself received, by URL (the proxy's total less this is the service worker's).
  const pageUrls = new Map<string, string>();
  const pageBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!response.fromServiceWorker && !response.fromDiskCache) pageUrls.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = pageUrls.get(requestId);
    if (url) pageBytes.set(url, (pageBytes.get(url) ?? 0) + encodedDataLength);
  });
  cdp.on('Network.webSocketFrameReceived', ({ response }) => {
    socketBytes += Buffer.byteLength(response.payloadData);
  });

  // 1. The first sign-in, the service worker's precache included.
  const origin = `http://127.0.0.1:${proxyPort}`;
  await page.goto(`${origin}/sign-in`);
  await submitSignIn(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/dashboard/**');
  await serviceWorkerInstalled(page);
  await page.waitForTimeout(3000);
  const firstSignIn = { http: proxy.tally.bytes, socket: socketBytes };
  const byPage = [...pageBytes.values()].reduce((a, b) => a + b, 0);
  const pageLargest = [...pageBytes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
  const firstRequests = [...proxy.tally.requests.values()].reduce((a, b) => a + b, 0);

  // 2. Live changes on the open calendar.
  proxy.reset();
  socketBytes = 0;
  const tally = await simulate({
    base: server.url,
    shop: 'glow-beauty-lounge',
    rounds: CHANGES,
    every: 300,
    // With the vendor's sign-in the shop's demo customers book (no new-customer limits) and the
    // vendor side answers some requests: every kind of live change a busy day brings.
    vendor: DEMO,
    demoCustomers: DEMO_CUSTOMER_EMAILS,
    log: () => undefined,
  });
  await page.waitForTimeout(5000);
  const live = { http: proxy.tally.bytes, socket: socketBytes };
  const busiest = [...proxy.tally.requests.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);

  console.log(`\nData cost (bytes the server sent the browser; ${new Date().toISOString().slice(0, 10)})\n`);
  line('first sign-in (page + worker)', firstSignIn.http + firstSignIn.socket, TARGET.firstSignIn);
  console.log(
    `  ${firstRequests} requests; the page's ${kb(byPage)}, the service worker's ${kb(firstSignIn.http - byPage)}, realtime ${kb(firstSignIn.socket)}`,
  );
  console.log(
    `  the page's largest: ${pageLargest.map(([url, n]) => `${new URL(url).pathname} ${kb(n)}`).join(', ')}`,
  );
  line(`${CHANGES} live changes`, live.http + live.socket, TARGET.liveChanges);
  console.log(
    `  ${tally.booked} booked, ${tally.cancelRequests} cancellations asked, ${tally.reviews} reviews, ${tally.chats} messages;` +
      ` realtime ${kb(live.socket)}, requests ${kb(live.http)}: ${busiest.map(([path, n]) => `${path} ×${n}`).join(', ')}`,
  );
} finally {
  await browser.close();
  await server.stop();
  await proxy.close();
}
