/**
 * The load client of `npm run bench:realtime` (realtime.ts forks it, in a process of its own):
 * opens the sockets it is told to, each signed in with the vendor's token, authorised for the
 * vendor's private channel through POST /api/broadcasting/auth and subscribed, and records when
 * every socket receives each `booking.created` (the monotonic clock, which the orchestrator's
 * process shares). Commands and answers go over the IPC channel (see Command and Answer).
 *
 * Each socket speaks the Engine.IO 4 / Socket.IO 5 wire protocol (what socket.io-client 3 and 4,
 * and so laravel-echo, send) over a bare `ws` connection, and reads only the head of an event to
 * know it: 10,000 full clients in one process spend most of a fan-out decoding, each behind the
 * others, which real devices each do on their own; that queue is not the server's latency.
 */
import WebSocket from 'ws';

/** Engine.IO packet types (first character) and Socket.IO's (second, inside a message). */
const EIO = { open: '0', ping: '2', pong: '3', message: '4' } as const;
const SIO = { connect: '0', event: '2', ack: '3', connectError: '4' } as const;
/** `42["booking.created","<channel>",{"id":<id>,…`: the event, its channel and the booking's id. */
const BOOKING_CREATED = /^42\["booking\.created","([^"]*)",\{"id":(\d+)[,}]/;

/** `count` screens of one vendor (signed in with `token`, subscribed to `channel`) on one instance. */
export interface Target {
  realtimeUrl: string;
  /** The API that signs the channel authorisation (the other instance's, when there are two). */
  apiUrl: string;
  token: string;
  channel: string;
  count: number;
}

export type Command =
  | { cmd: 'connect'; targets: Target[]; batch: number }
  /** Waits until every socket subscribed to `channel` received booking `id`, or the timeout. */
  | { cmd: 'expect'; id: number; channel: string; timeoutMs: number }
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
let sockets: (WebSocket | undefined)[] = [];
let connected = 0;
/** Connected sockets per channel: how many must receive an event sent to it. */
const connectedOn = new Map<string, number>();
/** Per booking id: when each socket (by index) received it, NaN until it did. */
const receipts = new Map<number, { at: Float64Array; count: number; duplicates: number }>();
let disconnected = 0;
const disconnectReasons: Record<string, number> = {};
let closing = false;
/** The pending `expect` of one booking id and how many receipts it waits for: checked on each receipt. */
let waiting: { id: number; expected: number; resolve: () => void } | undefined;

function receiptsOf(id: number) {
  let entry = receipts.get(id);
  if (!entry) {
    entry = { at: new Float64Array(sockets.length).fill(Number.NaN), count: 0, duplicates: 0 };
    receipts.set(id, entry);
  }
  return entry;
}

/** One socket's handshake: resolves with its Socket.IO id once the server accepted the token. */
function handshake(socket: WebSocket, token: string, onEvent: (text: string) => void) {
  let acknowledged: ((text: string) => void) | undefined;
  const accepted = new Promise<string>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text[0] === EIO.ping) return socket.send(EIO.pong);
      if (text[0] === EIO.open)
        return socket.send(`${EIO.message}${SIO.connect}${JSON.stringify({ token })}`);
      if (text[0] !== EIO.message) return;
      if (text[1] === SIO.event) return onEvent(text);
      if (text[1] === SIO.ack) return acknowledged?.(text);
      if (text[1] === SIO.connect) return resolve((JSON.parse(text.slice(2)) as { sid: string }).sid);
      if (text[1] === SIO.connectError) reject(new Error(text.slice(2)));
    });
  });
  /** Emits `[event, data]` with acknowledgement id 0 and answers the acknowledgement's arguments. */
  const emitWithAck = (event: string, data: unknown) =>
    new Promise<unknown[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${event}: no acknowledgement in 60 s`)), 60_000);
      acknowledged = (text) => {
        clearTimeout(timer);
        resolve(JSON.parse(text.slice(3)) as unknown[]);
      };
      socket.send(`${EIO.message}${SIO.event}0${JSON.stringify([event, data])}`);
    });
  return { accepted, emitWithAck };
}

function open(target: Target, token: string, channel: string, index: number) {
  const url = `${target.realtimeUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
  const socket = new WebSocket(url, { perMessageDeflate: false });
  const onEvent = (text: string) => {
    const at = now();
    const match = BOOKING_CREATED.exec(text);
    if (match?.[1] !== channel) return;
    const id = Number(match[2]);
    const entry = receiptsOf(id);
    if (!Number.isNaN(entry.at[index] as number)) {
      entry.duplicates += 1;
      return;
    }
    entry.at[index] = at;
    entry.count += 1;
    if (waiting?.id === id && entry.count >= waiting.expected) waiting.resolve();
  };
  const { accepted, emitWithAck } = handshake(socket, token, onEvent);
  return accepted
    .then(async (sid) => {
      socket.once('close', () => {
        if (closing) return;
        disconnected += 1;
        disconnectReasons.closed = (disconnectReasons.closed ?? 0) + 1;
      });
      const response = await fetch(`${target.apiUrl}/api/broadcasting/auth`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ socket_id: sid, channel_name: channel }),
      });
      if (!response.ok) throw new Error(`broadcasting/auth answered ${response.status}`);
      const { auth } = (await response.json()) as { auth: string };
      const [ack] = await emitWithAck('subscribe', { channel, auth });
      if ((ack as { ok?: unknown } | undefined)?.ok !== true)
        throw new Error(`subscribe answered ${JSON.stringify(ack)}`);
      return socket;
    })
    .catch((error: Error) => {
      // Not counted: the connect answer reports it as failed.
      socket.removeAllListeners('close');
      socket.terminate();
      throw error;
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
  connectedOn.clear();
  disconnected = 0;
  for (const reason of Object.keys(disconnectReasons)) delete disconnectReasons[reason];
  closing = false;
  for (let i = 0; i < plan.length; i += command.batch) {
    await Promise.all(
      plan.slice(i, i + command.batch).map((target, j) =>
        open(target, target.token, target.channel, i + j).then(
          (socket) => {
            sockets[i + j] = socket;
            connected += 1;
            connectedOn.set(target.channel, (connectedOn.get(target.channel) ?? 0) + 1);
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
  const expected = connectedOn.get(command.channel) ?? 0;
  const entry = receiptsOf(id);
  if (entry.count < expected) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, command.timeoutMs);
      waiting = {
        id,
        expected,
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
    missing: expected - times.length,
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
        for (const socket of sockets) socket?.close();
        sockets = [];
        connected = 0;
        connectedOn.clear();
        return { cmd: 'close' };
    }
  };
  run().then(send, (error: Error) => send({ cmd: 'error', message: error.message }));
});
process.on('disconnect', () => process.exit(0));
