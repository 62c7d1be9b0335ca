import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const API_DIR = resolve(import.meta.dirname, '../..');

/**
 * Once per run of the API tests: the server and the operator command line compiled as `npm run
 * build` compiles them, for the tests that start them as processes of their own (crash and restart
 * tests, the command line, two instances). Each start then loads JavaScript (about 0.7 s of CPU)
 * instead of compiling TypeScript through tsx (about 2 s), and runs what production runs. The
 * folder is this run's own, so runs side by side (SQLite and PostgreSQL) never share one.
 */
export default function setup(project: TestProject) {
  const dir = join(API_DIR, `.test-build-${process.pid}`);
  const { status, error } = spawnSync(process.execPath, ['scripts/build.mjs', '--server-to', dir], {
    cwd: API_DIR,
    stdio: 'inherit',
  });
  if (error) throw error;
  if (status !== 0) throw new Error(`compiling the server for the API tests failed (exit code ${status})`);
  project.provide('compiledApi', { server: join(dir, 'server.js'), admin: join(dir, 'admin.js') });
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    compiledApi: { server: string; admin: string };
  }
}
