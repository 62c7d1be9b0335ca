import type { Clock } from '../../adapters/clock.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { OutboxTopic } from '../../db/schema.ts';
import { oneAtATime } from '../../lib/one-at-a-time.ts';
import type { OutboxMessage, OutboxMessages } from './index.ts';
import { outboxRepository as outbox } from './outbox.repository.ts';

export type Deliverers = { [T in OutboxTopic]: (payload: OutboxMessages[T]) => Promise<void> | void };

/** After this many failed attempts a message is kept as 'failed' for an operator and no longer tried. */
const MAX_ATTEMPTS = 10;
/** A claimed message not finished within this time (its process died) is tried again. */
const LEASE_MS = 2 * 60_000;
const BATCH = 100;
/** Each topic's lane: sent by this process's own sockets, in order; or handed to an outside provider. */
const LANES: Record<OutboxTopic, 'live' | 'providers'> = {
  realtime: 'live',
  bookings: 'live',
  mail: 'providers',
  sms: 'providers',
  push: 'providers',
  whatsapp: 'providers',
};
const topicsOf = (lane: 'live' | 'providers') =>
  (Object.keys(LANES) as OutboxTopic[]).filter((topic) => LANES[topic] === lane);
const LIVE = topicsOf('live');
const PROVIDERS = topicsOf('providers');
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

/**
 * The transactional outbox: messages are written in the transaction of the change they announce
 * and delivered after commit, at least once, with retries; a delivery failure is logged, never
 * answered to the request whose change already committed.
 */
export function outboxService(deps: {
  db: Db;
  clock: Clock;
  log: (message: string, error?: unknown) => void;
  deliverers: () => Deliverers;
}) {
  const { db, clock, log } = deps;
  const at = (offsetMs = 0) => new Date(clock.now().getTime() + offsetMs).toISOString();

  async function deliver(row: Awaited<ReturnType<typeof outbox.due>>[number]) {
    if (!(await outbox.claim(db, row, at(LEASE_MS)))) return;
    const attempts = row.attempts + 1;
    try {
      const send = deps.deliverers()[row.topic] as (payload: unknown) => Promise<void> | void;
      await send(JSON.parse(row.payload));
      await outbox.remove(db, row.id);
    } catch (error) {
      const failed = attempts >= MAX_ATTEMPTS;
      log(
        `${row.topic} message ${row.id} not delivered (attempt ${attempts})${failed ? '; given up' : ''}`,
        error,
      );
      await outbox.retryLater(db, row.id, {
        status: failed ? 'failed' : 'pending',
        available_at: at(backoffMs(attempts)),
        last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
      });
    }
  }

  async function run(topics: readonly OutboxTopic[]) {
    try {
      for (const row of await outbox.due(db, at(), BATCH, topics)) await deliver(row);
    } catch (error) {
      log('delivering the outbox failed; the next sweep tries again', error);
    }
  }

  // Live updates: one run at a time in a process, so they reach the screens in the order they were
  // written (a booking before the alert about it) rather than raced by two commits' runs.
  const live = oneAtATime(() => run(LIVE));
  // Mail, SMS and push rounds run beside each other (each message is claimed once), so a slow provider
  // delays only the messages its round holds; the rounds in flight are kept for `settled`.
  const rounds = new Set<Promise<void>>();
  const providers = () => {
    const round = run(PROVIDERS).finally(() => rounds.delete(round));
    rounds.add(round);
    return round;
  };

  return {
    /** Writes messages inside the caller's transaction. */
    record: (ex: Executor, messages: OutboxMessage[]) =>
      outbox.add(
        ex,
        messages.map((m) => ({
          topic: m.topic,
          payload: JSON.stringify(m.payload),
          status: 'pending' as const,
          attempts: 0,
          available_at: at(),
          last_error: null,
          created_at: at(),
        })),
      ),
    /** Delivers every message that is due (the sweep); never throws (what fails waits for its retry). */
    flush: () => Promise.all([live.run(), providers()]).then(() => undefined),
    /**
     * After a commit: the live updates are delivered before the request answers (its own screen
     * changes with it), and mail and SMS are started in the background, so no request waits on a
     * provider, nor on messages other requests wrote.
     */
    afterCommit: async () => {
      void providers();
      await live.run();
    },
    /** Resolves once the mail and SMS rounds running now are done (before the database closes; tests). */
    settled: () => Promise.all(rounds).then(() => undefined),
  };
}

export type OutboxService = ReturnType<typeof outboxService>;
