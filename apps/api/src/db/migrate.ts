import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DialectName } from './database.ts';
import { authMigration } from './migrations/0001_auth.ts';
import type { Database } from './schema.ts';

/** Every migration in order; each takes the dialect because id columns differ. */
const migrations = (dialect: DialectName): Record<string, Migration> => ({
  '0001_auth': authMigration(dialect),
});

export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const { error, results } = await new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
