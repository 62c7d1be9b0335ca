import type { Db } from '../db/database.ts';
import type { Clock } from './clock.ts';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded images and attachments live, shared by every instance (issue 31): the database
 * by default, an S3-compatible bucket when S3_BUCKET is set (s3-file-store.ts). Keys are the
 * folder and name, 'uploads/<name>' or 'attachments/<name>'.
 */
export interface FileStore {
  /** Stores the bytes under the key, replacing whatever was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with none is not an error. */
  delete(key: string): Promise<void>;
  close(): void;
}

/** The embedded default: a row per file in `stored_files` (blob on SQLite, bytea on PostgreSQL). */
export function dbFileStore(db: Db, clock: Clock): FileStore {
  return {
    async put(key, bytes, contentType) {
      await db
        .insertInto('stored_files')
        .values({ key, bytes, content_type: contentType, created_at: clock.now().toISOString() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ bytes, content_type: contentType }))
        .execute();
    },
    async get(key) {
      const row = await db
        .selectFrom('stored_files')
        .select(['bytes', 'content_type'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? { bytes: row.bytes, contentType: row.content_type } : null;
    },
    async delete(key) {
      await db.deleteFrom('stored_files').where('key', '=', key).execute();
    },
    close() {},
  };
}
