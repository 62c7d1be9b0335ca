import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../..');
/** What `npm start` runs, and the operator command line built beside it (buildServer builds both). */
const SERVER = join(ROOT, 'apps/api/dist/server.js');
const ADMIN = join(ROOT, 'apps/api/dist/admin.js');

/**
 * Compiles the server and the operator command line to apps/api/dist as `npm start` and `npm run
 * build` do (apps/api/scripts/build.mjs), so what runs is the JavaScript production runs, never
 * TypeScript through tsx. The journeys' global setup calls it once per run.
 */
export function buildServer(): void {
  const { status, error } = spawnSync(process.execPath, ['apps/api/scripts/build.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (error) throw error;
  if (status !== 0) throw new Error(`building the server failed (exit code ${status})`);
}

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
  /** The server process's id (a benchmark reads its memory from /proc). */
  pid: number;
  /** Where the data lives: the SQLite file in `dataDir`, or a PostgreSQL schema of this run's. */
  database: 'sqlite' | 'postgres';
  stop(): Promise<void>;
  /** The newest 6-digit code the outbox holds for an address. */
  lastCode(to: string): string;
  /** The texts the outbox holds for an address (E.164, with or without its '+'), oldest first. */
  messagesTo(to: string): string[];
  /** The operator command line (`npm run admin -- …`, compiled) on this server's data; resolves its output. */
  admin(...args: string[]): Promise<string>;
  /** The server's time: this machine's, plus what `setClockAhead` moved it by. */
  now(): Date;
  /**
   * With `movableClock`: the server's clock (and the command line's) runs `ms` ahead of this
   * machine's from now on, so a journey moves time forward instead of sleeping through it.
   */
  setClockAhead(ms: number): void;
}

/**
 * Starts the product as `npm start` does (the server buildServer compiled, serving the built web app
 * at WEB_DIST or apps/web/dist) on free ports with a fresh data dir: SQLite there, or PostgreSQL at
 * `databaseUrl`, with `env` on top. The demo vendor is seeded on SQLite unless `env` has SEED_DEMO=0.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { databaseUrl?: string; movableClock?: boolean } = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: buildServer() builds it`);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // The test-only setting of apps/api/src/adapters/clock.ts: milliseconds ahead, in this file.
  const clockFile = options.movableClock ? join(dataDir, 'clock-ahead-ms') : undefined;
  let ahead = 0;
  // The server and the operator command line share these: the same data, nothing shared beyond it.
  const dataEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    ...(clockFile ? { TEST_CLOCK_FILE: clockFile } : {}),
  };

  /** One start on two free ports: the running server, or null when it exited before it was ready. */
  async function launch() {
    const port = await freePort();
    const realtimePort = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...dataEnv,
        PORT: String(port),
        REALTIME_PORT: String(realtimePort),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        // The journeys sign in as the demo vendor.
        DEMO_PASSWORD: 'Demo@2026',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    // A minute: on a loaded 2-core machine (a slow CI day, two journeys side by side) a cold
    // start with its migrations and the demo seed has taken over 30 s.
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) return null;
      try {
        // Plain fetch: a readiness poll, where refused connections are expected until the server listens.
        if ((await fetch(`${url}/api/businesscategories`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error('server did not start in 60 s');
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return { child, exited, url, realtimePort };
  }
  // A port found free can be taken before the server binds it (with journeys two at a time, by the
  // other journey's server or an outgoing connection: EADDRINUSE in a CI run): start again on others.
  let started = await launch();
  for (let attempt = 2; !started && attempt <= 3; attempt += 1) started = await launch();
  if (!started) throw new Error('server exited at start three times');
  const { child, exited, url, realtimePort } = started;
  return {
    url,
    realtimeUrl: `http://127.0.0.1:${realtimePort}`,
    dataDir,
    pid: child.pid ?? 0,
    database: options.databaseUrl ? 'postgres' : 'sqlite',
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    messagesTo(to) {
      const dir = join(dataDir, 'outbox');
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .sort()
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; text: string })
        .filter((m) => m.to.replace(/^\+/, '') === to.replace(/^\+/, ''))
        .map((m) => m.text);
    },
    lastCode(to) {
      const dir = join(dataDir, 'outbox');
      const messages = readdirSync(dir)
        .sort()
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; text: string });
      const code = messages.findLast((m) => m.to === to)?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code in the outbox for ${to}`);
      return code;
    },
    async admin(...args) {
      try {
        const { stdout } = await promisify(execFile)(process.execPath, [ADMIN, ...args], {
          cwd: ROOT,
          env: { ...process.env, ...dataEnv },
          timeout: 60_000,
        });
        return stdout;
      } catch (error) {
        const { stderr = '' } = error as { stderr?: string };
        throw new Error(`admin ${args.join(' ')} failed: ${stderr.trim() || String(error)}`);
      }
    },
    now: () => new Date(Date.now() + ahead),
    setClockAhead(ms) {
      if (!clockFile) throw new Error('this server was started without movableClock');
      // Written whole, then renamed: the server reads the file on every look at the clock.
      writeFileSync(`${clockFile}.new`, String(Math.round(ms)));
      renameSync(`${clockFile}.new`, clockFile);
      ahead = Math.round(ms);
    },
  };
}
