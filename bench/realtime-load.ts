/**
 * The load client of `npm run bench:realtime` (realtime.ts forks it, in a process of its own):
 * opens the sockets it is told to, each signed in with the vendor's token, authorised for the
 * vendor's private channel through POST /api/broadcasting/auth and subscribed, and records when
 * every socket receives each `booking.created` (the monotonic clock, which the orchestrator's
 * process shares). Commands and answers go over the IPC channel (see Command and Answer).
 */
import { io, type Socket } from 'socket.io-client';

export interface Target {
  realtimeUrl: string;
  /** The API that signs the channel authorisation (the other instance's, when there are two). */
  apiUrl: string;
  count: number;
}

export type Command =
  | { cmd: 'connect'; targets: Target[]; token: string; channel: string; batch: number }
  | { cmd: 'expect'; id: number; timeoutMs: number }
  | { cmd: 'close' };

export type Answer =
  | { cmd: 'connect'; sockets: number; failed: number; errors: string[]; ms: number; clientRssKb: number }
  | {
      cmd: 'expect';
      id: number;
      /** Receive times (ms on the monotonic clock), one per socket that received the event. */
      times: number[];
      /** Sockets that received it more than once, those that never did, and those disconnected so far. */
      duplicates: number;
      missing: number;
      disconnected: number;
      disconnectReasons: Record<string, number>;
    }
  | { cmd: 'close' }
  | { cmd: 'error'; message: string };

const now = () => Number(process.hrtime.bigint()) / 1e6;
const send = (answer: Answer) => process.send?.(answer);

/** The sockets by index (the order of the connect command's plan); undefined where one failed. */
let sockets: (Socket | undefined)[] = [];
let connected = 0;
/** Per booking id: when each socket (by index) received it, NaN until it did. */
const receipts = new Map<number, { at: Float64Array; count: number; duplicates: number }>();
let disconnected = 0;
const disconnectReasons: Record<string, number> = {};
let closing = false;
/** The pending `expect` of one booking id: checked on each receipt. */
let waiting: { id: number; resolve: () => void } | undefined;

function receiptsOf(id: number) {
  let entry = receipts.get(id);
  if (!entry) {
    entry = { at: new Float64Array(sockets.length).fill(Number.NaN), count: 0, duplicates: 0 };
    receipts.set(id, entry);
  }
  return entry;
}

function open(target: Target, token: string, channel: string, index: number) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = io(target.realtimeUrl, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
    socket.on('booking.created', (on: unknown, booking: { id?: unknown } | null) => {
      const at = now();
      if (on !== channel || typeof booking?.id !== 'number') return;
      const entry = receiptsOf(booking.id);
      if (!Number.isNaN(entry.at[index] as number)) {
        entry.duplicates += 1;
        return;
      }
      entry.at[index] = at;
      entry.count += 1;
      if (waiting?.id === booking.id && entry.count >= connected) waiting.resolve();
    });
    socket.on('disconnect', (reason) => {
      if (closing) return;
      disconnected += 1;
      disconnectReasons[reason] = (disconnectReasons[reason] ?? 0) + 1;
    });
  }).then(async (socket) => {
    try {
      const response = await fetch(`${target.apiUrl}/api/broadcasting/auth`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ socket_id: socket.id, channel_name: channel }),
      });
      if (!response.ok) throw new Error(`broadcasting/auth answered ${response.status}`);
      const { auth } = (await response.json()) as { auth: string };
      const ack = await socket.timeout(60_000).emitWithAck('subscribe', { channel, auth });
      if (ack?.ok !== true) throw new Error(`subscribe answered ${JSON.stringify(ack)}`);
      return socket;
    } catch (error) {
      // Not counted: the connect answer reports it as failed.
      socket.off('disconnect').off('booking.created').close();
      throw error;
    }
  });
}

async function connect(command: Extract<Command, { cmd: 'connect' }>): Promise<Answer> {
  const started = now();
  const errors = new Map<string, number>();
  let failed = 0;
  // Each socket's index is fixed up front, so the receipt arrays line up with it.
  const plan = command.targets.flatMap((target) => Array.from({ length: target.count }, () => target));
  sockets = new Array(plan.length);
  connected = 0;
  disconnected = 0;
  for (const reason of Object.keys(disconnectReasons)) delete disconnectReasons[reason];
  closing = false;
  for (let i = 0; i < plan.length; i += command.batch) {
    await Promise.all(
      plan.slice(i, i + command.batch).map((target, j) =>
        open(target, command.token, command.channel, i + j).then(
          (socket) => {
            sockets[i + j] = socket;
            connected += 1;
          },
          (error: Error) => {
            failed += 1;
            errors.set(error.message, (errors.get(error.message) ?? 0) + 1);
          },
        ),
      ),
    );
  }
  return {
    cmd: 'connect',
    sockets: connected,
    failed,
    errors: [...errors].map(([m, n]) => `${n}× ${m}`),
    ms: now() - started,
    clientRssKb: Math.round(process.memoryUsage.rss() / 1024),
  };
}

async function expect(command: Extract<Command, { cmd: 'expect' }>): Promise<Answer> {
  const { id } = command;
  const entry = receiptsOf(id);
  if (entry.count < connected) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, command.timeoutMs);
      waiting = {
        id,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
    waiting = undefined;
  }
  receipts.delete(id);
  const times = [...entry.at].filter((t) => !Number.isNaN(t));
  return {
    cmd: 'expect',
    id,
    times,
    duplicates: entry.duplicates,
    missing: connected - times.length,
    disconnected,
    disconnectReasons,
  };
}

process.on('message', (command: Command) => {
  const run = async (): Promise<Answer> => {
    switch (command.cmd) {
      case 'connect':
        return connect(command);
      case 'expect':
        return expect(command);
      case 'close':
        closing = true;
        for (const socket of sockets) socket?.disconnect();
        sockets = [];
        connected = 0;
        return { cmd: 'close' };
    }
  };
  run().then(send, (error: Error) => send({ cmd: 'error', message: error.message }));
});
process.on('disconnect', () => process.exit(0));
