import type { Clock } from '../../adapters/clock.ts';
import type { Limiter } from '../../adapters/limiter.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Db, Executor, Transact, Trx } from '../../db/database.ts';
import type { SlotsFreed } from '../waitlist/index.ts';
import type { LedgerWriter } from '../wallet/index.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/**
 * What the deposits' use cases work with (DESIGN §4: a checkout per booking group, held 15
 * minutes; money moves only from the provider's own answer), built once in container.ts. What it
 * uses of bookings, the outbox, alerts and client messages is declared here, as narrow as its use
 * (their services are not imported, so the chain of imports stays short); container.ts hands it
 * those services.
 */
export interface PaymentsContext {
  db: Db;
  transact: Transact;
  payments: PaymentsRepository;
  /** The paid bookings, read in the confirming transaction to announce them (bookings' `findMany`). */
  bookings: {
    findMany(
      ex: Executor,
      vendorId: number,
      ids: number[],
    ): Promise<{ id: number; starts_at: string; service_name: string }[]>;
  };
  ledger: LedgerWriter;
  provider: PaymentProvider;
  /** The vendor's screens get the paid bookings after commit (the outbox's `record`). */
  outbox: {
    record(
      ex: Executor,
      messages: { topic: 'bookings'; payload: { userId: number; event: 'booking.created'; ids: number[] } }[],
    ): Promise<unknown>;
  };
  /** The vendor's alert about a paid booking, in the transaction that confirms it (notifications' `record`). */
  notifications: {
    record(
      ex: Executor,
      userId: number,
      type: 'service',
      title: string,
      description: string,
      options: { email: boolean; bookingId: number; push: boolean },
    ): Promise<void>;
  };
  /** The client's messages: a confirmed hold may approve its bookings at once (reminders' `sync`). */
  messages: { sync(trx: Trx, bookingIds: number[]): Promise<void> };
  /** The waitlist, told of the slots an unpaid hold lets go of (issue 36; its `SlotsFreed`). */
  waitlist: SlotsFreed;
  clock: Clock;
  callbackUrl: string;
  /** This product's own address: a checkout's own return path (the shop page's) is made absolute on it. */
  publicUrl: string;
  log: (message: string, error?: unknown) => void;
}

/**
 * What the refunds' use cases work with: refunds are written with their money move and sent
 * through the provider after commit and on every sweep (createRefundSender).
 */
export interface RefundsContext {
  db: Db;
  payments: PaymentsRepository;
  provider: PaymentProvider;
  clock: Clock;
  log: (message: string, error?: unknown) => void;
  /** Sends the refunds due, one round at a time in this process (createRefundSender). */
  sender: { run(): Promise<void>; settled(): Promise<void> };
}

/** What a verified provider answer did to a checkout. */
export type ConfirmOutcome =
  | 'confirmed'
  | 'already'
  | 'refunded late'
  | 'failed'
  | 'pending'
  | 'mismatch'
  | 'refunded mismatch'
  | 'unknown';

/** What the provider's webhook works with: the signature check, and the moves each event asks for. */
export interface WebhooksContext {
  provider: PaymentProvider;
  limiter: Limiter;
  clock: Clock;
  /** What is worth a look but is no fault of ours (a refused call). */
  warn: (message: string) => void;
  /** A charge: asked of the provider and applied once (confirmPayment). */
  confirmPayment: (input: { reference: string }) => Promise<ConfirmOutcome>;
  /** A refund's outcome at the provider (recordRefundOutcome). */
  recordRefundOutcome: (input: {
    providerReference: string;
    outcome: 'processed' | 'failed';
  }) => Promise<boolean>;
  /** A payout's transfer: the wallet verifies and settles it (its applyTransferEvent). */
  applyTransferEvent: (input: { event: string; reference: string }) => Promise<boolean>;
}
