import { describe, it } from 'vitest';
import { moneyJourney } from './journeys/money.ts';

// The money journey again on PostgreSQL (a schema of its own on E2E_POSTGRES_URL's server), beside
// the other journeys rather than in a step of its own: the demo vendor is SQLite's alone, and this
// journey makes its own vendor and touches most tables (codes, bank accounts, payments, bookings,
// reviews, the ledger, withdrawals, disputes, the operator CLI).
const postgres = process.env.E2E_POSTGRES_URL;
if (postgres) moneyJourney({ postgres });
else describe.skip('money and trust journey (PostgreSQL: E2E_POSTGRES_URL is not set)', () => it('runs'));
