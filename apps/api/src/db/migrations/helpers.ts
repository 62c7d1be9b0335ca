import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database.ts';

/** An auto-increment primary key on both dialects. */
export const withId = <T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) =>
  dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
