import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of a push subscription, made as a browser makes it: a P-256 key pair and a
 * 16-byte auth secret (RFC 8291). The private key never leaves it; `decrypt` opens what a push
 * service hands the browser.
 */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    /** RFC 8291 (aes128gcm, RFC 8188): the sender's key from the header, ECDH, HKDF, AES-128-GCM. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (idLength !== 65 || record.length > recordSize) throw new Error('not one aes128gcm record');
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 and any zero padding after it.
      const end = padded.lastIndexOf(2);
      if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

export type BrowserKeys = ReturnType<typeof browserKeys>;

/** The VAPID public key (uncompressed P-256 point, base64url) as a key node:crypto verifies with. */
const vapidKeyObject = (k: string) => {
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
};

/**
 * Checks RFC 8292's `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT signed by k, for this
 * push service's origin (aud), expiring within 24 hours, with a contact (sub). Answers the key.
 */
function checkVapid(header: string | undefined, origin: string, now: number): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [, token, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const parsedHead = JSON.parse(Buffer.from(head, 'base64url').toString());
  if (parsedHead.alg !== 'ES256') throw new Error('JWT is not ES256');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: vapidKeyObject(k), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('JWT signature does not match k');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) throw new Error(`JWT audience ${body.aud} is not ${origin}`);
  const seconds = now / 1000;
  if (!body.exp || body.exp <= seconds || body.exp > seconds + 24 * 3600)
    throw new Error('JWT expiry out of range');
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) throw new Error('JWT has no contact');
  return k;
}

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  urgency: string | undefined;
  ttl: number;
  /** The VAPID public key that signed it. */
  k: string;
}

/**
 * A local push service speaking the Web Push protocol (RFC 8030) as FCM and autopush do: POST
 * /push/{device} with a VAPID authorization and an aes128gcm body, answered 201 once verified and
 * decrypted with the device's keys; 410 for a device that unsubscribed (`gone`), 404 for one it
 * never knew, 400/401 for a body or signature that does not verify, 503 while `down`.
 */
export async function startFakePushService() {
  const devices = new Map<string, BrowserKeys>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const state = { down: false };
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const answer = (status: number, why?: string) => {
      if (why) refused.push(why);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(why ?? '');
    };
    const device = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || !device) return answer(404, `no such route ${req.method} ${req.url}`);
    if (state.down) return answer(503);
    if (gone.has(device)) return answer(410);
    const keys = devices.get(device);
    if (!keys) return answer(404);
    let k: string;
    try {
      k = checkVapid(req.headers.authorization, origin, Date.now());
    } catch (error) {
      return answer(401, (error as Error).message);
    }
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return answer(400, 'TTL missing');
    if (req.headers['content-encoding'] !== 'aes128gcm') return answer(400, 'not aes128gcm');
    try {
      const payload = JSON.parse(keys.decrypt(body));
      received.push({ device, payload, urgency: req.headers.urgency as string | undefined, ttl, k });
    } catch (error) {
      return answer(400, `payload does not decrypt: ${(error as Error).message}`);
    }
    res.writeHead(201, { location: `/messages/${received.length}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    state,
    /** A new browser subscribed at this service: its subscription (as toJSON() gives it) and keys. */
    device(name: string) {
      const keys = browserKeys();
      devices.set(name, keys);
      return { endpoint: `${origin}/push/${name}`, keys: keys.keys, decrypt: keys.decrypt };
    },
    /** The browser unsubscribed (or its data was cleared): the service answers 410 Gone. */
    unsubscribe: (name: string) => void gone.add(name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
