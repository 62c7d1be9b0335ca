import type { Kysely, Migration } from 'kysely';

/**
 * Issue 37 (NDPA s.34 and s.36): a client's correction of her name and e-mail, and her objection to
 * the shop's messages, from her booking page, are recorded beside her erasure requests. Both are
 * carried out at once ('done' when made); earlier rows are erasures.
 */
export const privacyRequestKindsMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('privacy_requests')
      .addColumn('kind', 'varchar(12)', (c) => c.notNull().defaultTo('erasure'))
      .execute();
  },
});
