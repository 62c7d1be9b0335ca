import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

export interface RunningServer {
  url: string;
  realtimeUrl: string;
  dataDir: string;
  stop(): Promise<void>;
  /** The newest 6-digit code the outbox holds for an address. */
  lastCode(to: string): string;
}

/** Starts the product as `npm start` does (built web app + API) on a free port with a fresh data dir. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const realtimePort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      REALTIME_PORT: String(realtimePort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // The journeys sign in as the demo vendor.
      DEMO_PASSWORD: 'Demo@2026',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // Plain fetch: a readiness poll, where refused connections are expected until the server listens.
      if ((await fetch(`${url}/api/businesscategories`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    realtimeUrl: `http://127.0.0.1:${realtimePort}`,
    dataDir,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
    lastCode(to) {
      const dir = join(dataDir, 'outbox');
      const messages = readdirSync(dir)
        .sort()
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; text: string });
      const code = messages.findLast((m) => m.to === to)?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code in the outbox for ${to}`);
      return code;
    },
  };
}
