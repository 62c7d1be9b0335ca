import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../adapters/clock.ts';
import type { Transact } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import type { Passwords } from '../lib/passwords.ts';
import { DEMO_CUSTOMER_EMAILS, DEMO_VENDOR } from './demo-accounts.ts';

/** Where the demo sign-in is kept when the server's output is not a terminal: readable by this user only. */
export const demoSignInFile = (dataDir: string) => join(dataDir, 'demo-sign-in.txt');

export function writeDemoSignIn(dataDir: string, password: string): string {
  const file = demoSignInFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${DEMO_VENDOR.email} / ${password}\n`, { mode: 0o600 });
  return file;
}

/** Lines in a frame, so the sign-in stands out at the end of the start-up output. */
export function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`]
    .map((line) => `  ${line}`)
    .join('\n');
}

/**
 * `npm run admin -- demo-password [password]`: the demo vendor and the demo customers (who share its
 * password) get a new one, and every session of theirs ends, as after a password reset. A sign-in
 * file the server wrote is rewritten, so it never holds a password that no longer works.
 */
export async function setDemoPassword(
  container: { clock: Clock; transact: Transact; passwords: Passwords },
  password: string,
  dataDir: string,
) {
  if (password.length < 8 || password.length > 128)
    throw new AppError('invalid_request', 'The demo password must be 8 to 128 characters long');
  const passwordHash = await container.passwords.hash(password);
  const updatedAt = container.clock.now().toISOString();
  const changed = await container.transact(async (trx) => {
    const vendor = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: updatedAt })
      .where('email', '=', DEMO_VENDOR.email)
      .returning('id')
      .executeTakeFirst();
    if (!vendor) return false;
    await trx.deleteFrom('auth_tokens').where('user_id', '=', vendor.id).execute();
    const customers = await trx
      .updateTable('customers')
      .set({ password_hash: passwordHash })
      .where('email', 'in', DEMO_CUSTOMER_EMAILS)
      .returning('id')
      .execute();
    if (customers.length > 0)
      await trx
        .deleteFrom('customer_tokens')
        .where(
          'customer_id',
          'in',
          customers.map((c) => c.id),
        )
        .execute();
    return true;
  });
  if (!changed)
    throw new AppError(
      'not_found',
      `No demo vendor (${DEMO_VENDOR.email}) in this database; nothing changed`,
    );
  if (existsSync(demoSignInFile(dataDir))) writeDemoSignIn(dataDir, password);
  return `${DEMO_VENDOR.email} / ${password}`;
}
