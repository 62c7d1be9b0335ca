import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { ADMIN_USAGE } from '../modules/admin/admin.service.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO_VENDOR } from '../seed/demo-accounts.ts';
import { demoSignInFile, writeDemoSignIn } from '../seed/demo-sign-in.ts';
import { createTestApp, signUp, type TestApp } from '../test/harness.ts';

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
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [inject('compiledApi').admin, ...args],
      {
        env,
        timeout: 30_000,
      },
    );
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

  it('demo-password gives the demo vendor and customers a new password, prints it and ends their sessions', async () => {
    await seedDemo(t.app.container, 'Old-demo-pass-1');
    writeDemoSignIn(t.dataDir, 'Old-demo-pass-1');
    const login = (url: string, email: string, password: string) =>
      t.app.inject({ method: 'POST', url, payload: { email, password } });
    const vendor = (await login('/api/login', DEMO_VENDOR.email, 'Old-demo-pass-1')).json();
    const customer = (await login('/api/customer/login', 'tolu@customer.ng', 'Old-demo-pass-1')).json();

    const given = await admin('demo-password', 'New-demo-pass-2');
    expect(given).toMatchObject({
      code: 0,
      stdout: `Demo sign-in: ${DEMO_VENDOR.email} / New-demo-pass-2 (its sessions were signed out)\n`,
    });
    expect((await login('/api/login', DEMO_VENDOR.email, 'New-demo-pass-2')).statusCode).toBe(200);
    expect((await login('/api/customer/login', 'tolu@customer.ng', 'New-demo-pass-2')).statusCode).toBe(200);
    const old = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await old('/api/getAllBookingsBy1days', vendor.token)).statusCode).toBe(401);
    expect((await old('/api/customer/bookings', customer.token)).statusCode).toBe(401);
    // The file the server wrote for a process manager never holds a password that no longer works.
    expect(readFileSync(demoSignInFile(t.dataDir), 'utf8')).toBe(`${DEMO_VENDOR.email} / New-demo-pass-2\n`);
    expect(statSync(demoSignInFile(t.dataDir)).mode & 0o777).toBe(0o600);

    const random = await admin('demo-password');
    const password = random.stdout.match(/ \/ (\S+) /)?.[1];
    expect(password).toMatch(/^Glow-/);
    expect((await login('/api/login', DEMO_VENDOR.email, password!)).statusCode).toBe(200);
  });

  it('demo-password refuses a database without the demo vendor, and a short password', async () => {
    expect((await admin('demo-password')).stderr).toContain(`No demo vendor (${DEMO_VENDOR.email})`);
    await seedDemo(t.app.container, 'Old-demo-pass-1');
    const short = await admin('demo-password', 'short');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('The demo password must be 8 to 128 characters long');
  });
});
