import type { Insertable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { AuditEventsTable } from '../../db/schema.ts';

/** Queries on the append-only audit log: inserts and reads only (the table refuses the rest). */
export const auditRepository = (db: Db) => ({
  insertEvent: (ex: Executor, row: Insertable<AuditEventsTable>) =>
    ex.insertInto('audit_events').values(row).execute(),
  eventsOf: (userId: number, limit: number) =>
    db
      .selectFrom('audit_events')
      .select(['id', 'kind', 'detail', 'ip', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
});

export type AuditRepository = ReturnType<typeof auditRepository>;
