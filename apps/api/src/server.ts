import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { completeOverdue } from './modules/bookings/use-cases/complete-overdue.ts';
import { expireHolds } from './modules/payments/use-cases/expire-holds.ts';
import { flushRefunds } from './modules/payments/use-cases/flush-refunds.ts';
import { expireOffers } from './modules/waitlist/use-cases/expire-offers.ts';
import { reconcilePayouts } from './modules/wallet/use-cases/reconcile-payouts.ts';
import { seedDemo } from './seed/demo.ts';
import { DEMO_VENDOR, randomDemoPassword } from './seed/demo-accounts.ts';
import { box, writeDemoSignIn } from './seed/demo-sign-in.ts';

const config = loadConfig();
const app = await buildApp(config);
if (config.TEST_CLOCK_FILE) {
  app.log.warn(
    `TEST_CLOCK_FILE is set: this server's clock runs ahead by the milliseconds in ${config.TEST_CLOCK_FILE}. For tests only: unset it anywhere real.`,
  );
}

/** What to say about the demo sign-in, printed last so it is not lost in the start-up output. */
let demoNote: string[] = [];
const demoPassword = config.DEMO_PASSWORD ?? randomDemoPassword();
const RESET = 'Lost it? npm run admin -- demo-password   (sets a new one and prints it)';
if (!config.DATABASE_URL && config.SEED_DEMO !== false) {
  if (await seedDemo(app.container, demoPassword)) {
    app.log.info({ email: DEMO_VENDOR.email }, 'demo vendor created');
    // The password is shown in a terminal only, never in a log: where output is collected (a process
    // manager, a container), it is kept in a file only this user can read. One the operator chose is
    // not repeated at all.
    if (config.DEMO_PASSWORD) demoNote = [`Demo vendor created: ${DEMO_VENDOR.email}, with DEMO_PASSWORD.`];
    else if (process.stdout.isTTY)
      demoNote = ['Demo vendor created. Sign in with', `${DEMO_VENDOR.email} / ${demoPassword}`, RESET];
    else
      demoNote = [`Demo vendor created: its sign-in is in ${writeDemoSignIn(config.DATA_DIR, demoPassword)}`];
  } else demoNote = [`Demo vendor: ${DEMO_VENDOR.email} (its password was shown on first run)`, RESET];
}

/** A port already taken is most often this product started twice: say so, not a stack trace. */
async function listenOn(port: number, variable: string, listen: () => Promise<unknown>) {
  try {
    await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(
      `\n  Port ${port} is already in use: is the product already running? Stop it, or set ${variable} to a free port.\n`,
    );
    await app.close();
    process.exit(1);
  }
}
await listenOn(config.PORT, 'PORT', () => app.listen({ host: config.HOST, port: config.PORT }));
await listenOn(config.REALTIME_PORT, 'REALTIME_PORT', () =>
  app.container.listenRealtime(config.REALTIME_PORT, config.HOST),
);
console.log(
  `\n  Provider Dashboard running at ${config.PUBLIC_URL} (API docs at /api/docs)` +
    `\n  Realtime (socket.io, Laravel Echo) on port ${config.REALTIME_PORT}\n`,
);
// Fastify's 'Server listening' lines are written asynchronously (by a worker for pretty output):
// hand them on, then give them a moment to reach the output, so the sign-in is the last thing shown.
await new Promise<void>((resolve) => (app.log as unknown as Logger).flush(() => resolve()));
await sleep(200);
if (demoNote.length > 0) console.log(`${box(demoNote)}\n`);

// Bookings awaiting review for 48 hours complete on their own; check every ten minutes.
const sweeper = setInterval(() => {
  completeOverdue(app.container.bookings).catch((error) =>
    app.log.error({ err: error }, 'completion sweep failed'),
  );
}, 10 * 60_000);
sweeper.unref();
// Unpaid holds free their slots after 15 minutes; refunds the provider has not taken, and alerts,
// mail and live updates not yet delivered (a provider was down, or the last process died), are retried;
// payouts unsettled past their lease are looked up at the provider; waitlist offers whose hold is
// over go to the next in line (issue 36); clients' erasure requests past their 30 days are carried out (issue 37).
let sweeping: Promise<void> = Promise.resolve();
const sweep = () => {
  sweeping = expireHolds(app.container.payments)
    .then(() => expireOffers(app.container.waitlist))
    .then(() => app.container.rights.carryDue())
    .then(() => flushRefunds(app.container.refunds))
    .then(() => reconcilePayouts(app.container.wallet))
    .then(() => app.container.outbox.flush())
    .then(() => app.container.limiter.purgeExpired())
    .catch((error) => app.log.error({ err: error }, 'payment and delivery sweep failed'));
};
sweep();
const paymentSweeper = setInterval(sweep, 60_000);
paymentSweeper.unref();

// Client messages: each instance sends those that are due (claimed once across instances) or,
// with Redis, queues any planned message whose job was never added (its process died first).
void app.container.clientMessages.kick();
const messagesPoll = setInterval(() => void app.container.clientMessages.kick(), config.MESSAGES_POLL_MS);
messagesPoll.unref();

// Finish requests in flight, then close the database, on the signals a process manager sends.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    // No sweep may start, or be left running, once the database is closing.
    for (const timer of [sweeper, paymentSweeper, messagesPoll]) clearInterval(timer);
    sweeping
      .then(() => app.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
