import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_VENDOR } from './seed/demo-accounts.ts';

/** Starts the real server (output not a terminal, like under a process manager) until its demo note is printed. */
function startOnce(dataDir: string): Promise<string> {
  return new Promise((done, fail) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', REALTIME_PORT: '0' };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.DEMO_PASSWORD;
    const server = spawn(process.execPath, [inject('compiledApi').server], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => server.kill('SIGKILL'), 60_000);
    server.stdout.on('data', (chunk) => {
      out += chunk;
      // The demo note is the last thing printed at start-up: a box's bottom edge.
      if (out.includes('└')) server.kill('SIGTERM');
    });
    server.on('exit', () => {
      clearTimeout(timer);
      if (out.includes('└')) done(out);
      else fail(new Error(`the server printed no demo note:\n${out}`));
    });
  });
}

describe('npm start (server.ts) on the embedded default', () => {
  it('prints the demo sign-in last, in a box, and keeps the password out of collected output', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'server-start-'));
    const first = await startOnce(dataDir);
    const file = join(dataDir, 'demo-sign-in.txt');
    const password = readFileSync(file, 'utf8').split(' / ')[1]!.trim();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first).not.toContain(password);
    expect(first.indexOf('running at')).toBeGreaterThan(-1);
    expect(first.indexOf(`Demo vendor created: its sign-in is in ${file}`)).toBeGreaterThan(
      first.indexOf('running at'),
    );
    // Nothing after it: not even Fastify's own 'Server listening' lines.
    expect(first.lastIndexOf('Server listening')).toBeGreaterThan(-1);
    expect(first.lastIndexOf('Server listening')).toBeLessThan(first.indexOf('┌'));
    // Started again, it says who the demo vendor is and how to get a password, last too.
    const again = await startOnce(dataDir);
    expect(again.slice(again.indexOf('running at'))).toContain(`Demo vendor: ${DEMO_VENDOR.email}`);
    expect(again.slice(again.lastIndexOf('┌'))).toContain('npm run admin -- demo-password');
  }, 120_000);
});
