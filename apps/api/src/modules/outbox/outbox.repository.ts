import type { Executor } from '../../db/database.ts';
import type { OutboxTable, OutboxTopic } from '../../db/schema.ts';

/** Queries for the outbox; each takes the executor it runs on. */
export const outboxRepository = {
  add: (ex: Executor, rows: Omit<OutboxTable, 'id'>[]) =>
    rows.length ? ex.insertInto('outbox').values(rows).execute() : Promise.resolve([]),
  /** Oldest first, so a vendor's events arrive in the order they happened. */
  due: (ex: Executor, now: string, limit: number, topics: readonly OutboxTopic[]) =>
    ex
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('available_at', '<=', now)
      .where('topic', 'in', topics)
      .orderBy('id')
      .limit(limit)
      .execute(),
  /** Takes a message for one delivery attempt: false when another process took it first. */
  claim: async (
    ex: Executor,
    row: Pick<OutboxTable, 'available_at'> & { id: number },
    leaseUntil: string,
  ) => {
    const result = await ex
      .updateTable('outbox')
      .set((eb) => ({ available_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('available_at', '=', row.available_at)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
  remove: (ex: Executor, id: number) => ex.deleteFrom('outbox').where('id', '=', id).execute(),
  retryLater: (
    ex: Executor,
    id: number,
    changes: Pick<OutboxTable, 'status' | 'available_at' | 'last_error'>,
  ) => ex.updateTable('outbox').set(changes).where('id', '=', id).execute(),
};
