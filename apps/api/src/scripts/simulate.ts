/**
 * Customer simulator: customers book, pay, chat, ask to cancel and review against a running server,
 * so a provider (or a demo) sees the shop live; with the vendor's password the vendor side answers
 * too. Bounded: stops after --rounds rounds.
 *
 *   npm run simulate -- --url http://localhost:8080 --rounds 20 --every 3000 --vendor-password '…'
 *
 * --url defaults to the address `npm start` serves with the same PORT.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DEMO_CUSTOMER_EMAILS, DEMO_VENDOR } from '../seed/demo-accounts.ts';
import { demoSignInFile } from '../seed/demo-sign-in.ts';
import { simulate } from './simulation.ts';

const config = loadConfig();
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `http://localhost:${config.PORT}` },
    shop: { type: 'string', default: 'glow-beauty-lounge' },
    rounds: { type: 'string', default: '10' },
    every: { type: 'string', default: '3000' },
    'vendor-email': { type: 'string', default: DEMO_VENDOR.email },
    /** The demo sign-in's password (or DEMO_PASSWORD, or DATA_DIR/demo-sign-in.txt): `npm run admin -- demo-password` prints one. */
    'vendor-password': { type: 'string', default: process.env.DEMO_PASSWORD },
  },
});
// Else the sign-in a server started under a process manager kept in the shared data directory.
const kept = demoSignInFile(config.DATA_DIR);
const password =
  values['vendor-password'] ??
  (existsSync(kept) ? readFileSync(kept, 'utf8').split(' / ')[1]?.trim() : undefined);

// What went wrong, in a sentence: a stack trace tells a newcomer nothing.
await simulate({
  base: values.url,
  shop: values.shop,
  rounds: Math.min(Number(values.rounds), 500),
  every: Math.max(Number(values.every), 100),
  vendor: password ? { email: values['vendor-email'], password } : undefined,
  demoCustomers: DEMO_CUSTOMER_EMAILS,
}).catch((error: unknown) => {
  console.error(`Simulation stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
