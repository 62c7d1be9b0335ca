import type { Kysely, Migration } from 'kysely';

/**
 * Issue 36, a deposit from clients who missed before: the cancellation policy's rule. After
 * `missed_deposit_after` misses with the shop (0: never), every service asks the client
 * `missed_deposit_percent` of its price; `missed_deposit_late_cancels` 1 counts late cancellations
 * as misses along with no-shows.
 */
export const missedDepositMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const [name, fallback] of [
      ['missed_deposit_after', 0],
      ['missed_deposit_percent', 0],
      ['missed_deposit_late_cancels', 1],
    ] as const)
      await db.schema
        .alterTable('users')
        .addColumn(name, 'integer', (c) => c.notNull().defaultTo(fallback))
        .execute();
  },
});
