import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { inject } from 'vitest';
import webpush from 'web-push';
import { sleep } from './random.ts';

const API_DIR = resolve(import.meta.dirname, '../../..');
const READY_TIMEOUT_MS = 30_000;
/** One pair for every server of the run, as a deployment sets one for all its instances. */
const VAPID = webpush.generateVAPIDKeys();

/** A port nobody listens on right now: the kernel picks one for a throwaway listener. */
export async function freePort() {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The environment of a real server: only what it needs, so the test runner's own settings stay out. */
export function serverEnv(options: {
  port: number;
  realtimePort: number;
  dataDir: string;
  databaseUrl?: string;
}) {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    TZ: 'UTC',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    REALTIME_PORT: String(options.realtimePort),
    DATA_DIR: options.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    // All loops share one address: the general per-IP ceiling is not what this test is about.
    RATE_LIMIT_MAX: '0',
  };
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
    // Production on PostgreSQL needs the NIN key and the VAPID pair, the same on every instance (config.ts).
    env.NIN_ENCRYPTION_KEY = Buffer.alloc(32, 1).toString('base64');
    env.VAPID_PUBLIC_KEY = VAPID.publicKey;
    env.VAPID_PRIVATE_KEY = VAPID.privateKey;
  }
  return env;
}

/**
 * The API as production runs it (the compiled server, test/global-setup.ts), in a process of its
 * own so it can be SIGKILLed mid-write and started again on the same data.
 */
export function serverProcess(env: Record<string, string>) {
  const baseUrl = env.PUBLIC_URL!;
  /** Error lines (pino level ≥ 50) and anything that is not a log line, for the report. */
  const errors: string[] = [];
  let child: ChildProcess | null = null;
  let starts = 0;

  const keepErrors = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level ? Number(level) >= 50 : line.trim() && !line.includes('Vendor dashboard running'))
        errors.push(`[run ${starts}] ${line.slice(0, 2000)}`);
    }
  };

  async function waitReady(running: ChildProcess) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (running.exitCode !== null || running.signalCode !== null)
        throw new Error(`server exited during start-up:\n${errors.join('\n')}`);
      const ok = await fetch(`${baseUrl}/pay/return`, { signal: AbortSignal.timeout(1000) }).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return;
      await sleep(50);
    }
    throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms:\n${errors.join('\n')}`);
  }

  async function start() {
    starts += 1;
    const running = spawn(process.execPath, [inject('compiledApi').server], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.stdout?.on('data', keepErrors);
    running.stderr?.on('data', keepErrors);
    child = running;
    await waitReady(running);
  }

  async function signal(name: 'SIGKILL' | 'SIGTERM') {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill(name);
    await exited;
    child = null;
  }

  return {
    baseUrl,
    errors,
    start,
    /** kill -9: no shutdown hook runs, requests in flight die with the process. */
    kill: () => signal('SIGKILL'),
    /** A graceful stop, as a process manager does it; SIGKILL when it hangs. */
    async stop() {
      const timer = setTimeout(() => child?.kill('SIGKILL'), 10_000);
      await signal('SIGTERM');
      clearTimeout(timer);
    },
  };
}

export type ServerProcess = ReturnType<typeof serverProcess>;
