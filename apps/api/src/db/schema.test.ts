/**
 * schema.ts is written by hand beside the migrations: nothing else makes the tables and columns its
 * `Database` interface declares (what every query is typed against) the ones the migrations make.
 * This reads both — schema.ts through Babel's TypeScript parser, the migrated database through the
 * dialect's catalogue (PRAGMA table_info, information_schema.columns) — and compares them, on
 * SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { parse } from '@babel/parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** Each table of the `Database` interface with its columns, sorted. */
function declaredTables(): Record<string, string[]> {
  const file = new URL('./schema.ts', import.meta.url);
  const source = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript'] });
  const interfaces = new Map(
    source.program.body.flatMap((node) => {
      const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
      return declaration?.type === 'TSInterfaceDeclaration'
        ? [[declaration.id.name, declaration] as const]
        : [];
    }),
  );
  const members = (name: string) => {
    const node = interfaces.get(name);
    if (!node) throw new Error(`schema.ts declares no interface ${name}`);
    if (node.extends?.length) throw new Error(`${name} extends another interface: read its members too`);
    return node.body.body.map((member) => {
      if (member.type !== 'TSPropertySignature' || member.key.type !== 'Identifier') {
        throw new Error(`${name} has a member that is not a named property`);
      }
      return { name: member.key.name, type: member.typeAnnotation?.typeAnnotation };
    });
  };
  return Object.fromEntries(
    members('Database').map((table) => {
      const type = table.type;
      if (type?.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') {
        throw new Error('a table of Database names its interface');
      }
      return [
        table.name,
        members(type.typeName.name)
          .map((column) => column.name)
          .sort(),
      ];
    }),
  );
}

interface Column {
  table: string;
  column: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('declares in schema.ts exactly the tables and columns the migrations make', async () => {
  const { db, dialect } = t.app.container;
  // PostgreSQL: only this app's schema (the search path's first), not another test file's.
  const query =
    dialect === 'postgres'
      ? sql<Column>`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = current_schema()`
      : sql<Column>`select m.name as "table", p.name as "column" from sqlite_master m, pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%'`;
  const rows = (await query.execute(db)).rows.filter((row) => !row.table.startsWith('kysely_migration'));
  const migrated = Object.fromEntries(
    [...new Set(rows.map((row) => row.table))].map((table) => [
      table,
      rows
        .filter((row) => row.table === table)
        .map((row) => row.column)
        .sort(),
    ]),
  );
  expect(Object.keys(migrated).length).toBeGreaterThan(40);
  expect(migrated).toEqual(declaredTables());
});
