import type { Kysely, Migration } from 'kysely';

/**
 * Issue 37: the operator's own terms and privacy notice, one row per page, published with
 * `npm run admin -- legal-text`. In the database, not a file: every instance shows the same text.
 */
export const legalTextsMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('legal_texts')
      .addColumn('page', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
});
