import type { Kysely, Migration } from 'kysely';

/**
 * Issue 36: whether clients may book a series of visits themselves from the shop's booking page.
 * A booking rule of the shop, off until the vendor turns it on.
 */
export const clientSeriesMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('clients_book_series', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
