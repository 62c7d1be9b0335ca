import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { checkAnswersAgainstDocument } from './conformance.ts';
import type { TestApp } from './harness.ts';

/** The names in one folder of the database's file store, sorted. */
export async function storedNames(t: TestApp, folder: 'uploads' | 'attachments'): Promise<string[]> {
  const rows = await t.app.container.db
    .selectFrom('stored_files')
    .select('key')
    .where('key', 'like', `${folder}/%`)
    .orderBy('key')
    .execute();
  return rows.map((r) => r.key.slice(folder.length + 1));
}

/** What the store holds for a public path ('/uploads/…') or a key ('attachments/…'). */
export async function storedBytes(t: TestApp, pathOrKey: string): Promise<Buffer> {
  const file = await t.app.container.files.get(pathOrKey.replace(/^\//, ''));
  if (!file) throw new Error(`nothing stored as ${pathOrKey}`);
  return file.bytes;
}

/**
 * A second instance of the app, as behind a load balancer: the same database and settings as
 * `t`, but a DATA_DIR of its own (another machine's disk). On SQLite, whose database lives in
 * DATA_DIR, it gets a consistent copy of the database as it is now.
 */
export async function otherInstance(t: TestApp) {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-other-'));
  if (!t.config.DATABASE_URL)
    await sql`vacuum into ${join(dataDir, 'app.sqlite')}`.execute(t.app.container.db);
  const app = await buildApp({ ...t.config, DATA_DIR: dataDir });
  checkAnswersAgainstDocument(app);
  return app;
}
