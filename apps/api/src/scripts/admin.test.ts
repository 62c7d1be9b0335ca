import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USAGE } from '../modules/admin/admin.service.ts';
import { createTestApp, signUp, type TestApp } from '../test/harness.ts';

const TSX = resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
const SCRIPT = resolve(import.meta.dirname, 'admin.ts');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Runs the real command line against the test app's database (same DATA_DIR / DATABASE_URL). */
async function admin(...args: string[]) {
  const env = { ...process.env, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv;
  delete env.DATABASE_URL;
  if (t.config.DATABASE_URL) env.DATABASE_URL = t.config.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [SCRIPT, ...args], { env, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run admin (scripts/admin.ts)', () => {
  it('prints the usage for help', async () => {
    const res = await admin('help');
    expect(res).toMatchObject({ code: 0, stdout: `${ADMIN_USAGE}\n` });
  });

  it('changes the same database as the server and prints what changed', async () => {
    const vendor = await signUp(t.app, 1);
    const res = await admin('restrict', 'vendor1@example.ng');
    expect(res).toMatchObject({ code: 0, stdout: 'vendor1@example.ng restricted: account_active 0 → 1\n' });
    const row = await t.app.container.db
      .selectFrom('users')
      .select('account_active')
      .where('id', '=', vendor.userId)
      .executeTakeFirstOrThrow();
    expect(row.account_active).toBe(1);
  });

  it('exits with code 1 and a clear error for unknown e-mails and commands', async () => {
    const unknownEmail = await admin('verify-nin', 'ghost@example.ng');
    expect(unknownEmail).toMatchObject({ code: 1, stdout: '' });
    expect(unknownEmail.stderr).toContain('No vendor with the e-mail ghost@example.ng');
    const unknownCommand = await admin('frobnicate');
    expect(unknownCommand.code).toBe(1);
    expect(unknownCommand.stderr).toContain('Unknown command "frobnicate"');
  });

  it("never lets text it prints drive the operator's terminal", async () => {
    const res = await admin('verify-nin', 'ghost\u001b]0;pwned\u0007\u001b[2J@example.ng');
    expect(res.code).toBe(1);
    expect(res.stderr).not.toContain('\u001b');
    expect(res.stderr).toContain('ghost\\u001b]0;pwned\\u0007\\u001b[2J@example.ng');
  });
});
