import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Uploaded images and attachments in the database (issue 31), so every instance behind a load
 * balancer serves them, not only the one whose disk took the upload. The key is the file's
 * folder and name ('uploads/<name>', 'attachments/<name>'); unused when S3_BUCKET is set.
 */
export const storedFilesMigration = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stored_files')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});
