import type { Kysely, Migration } from 'kysely';

/** The business's logo and cover photo: public paths under /uploads, like its other images. */
export const profileImagesMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column at a time.
    await db.schema.alterTable('users').addColumn('logo_path', 'text').execute();
    await db.schema.alterTable('users').addColumn('cover_path', 'text').execute();
  },
});
