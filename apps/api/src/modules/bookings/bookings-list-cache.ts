import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ListEncoding = 'br' | 'gzip' | 'identity';

/** What a request brings to a cached list: its validator and the encodings it accepts. */
export interface ListRequest {
  ifNoneMatch?: string | undefined;
  acceptEncoding?: string | undefined;
}

/** A 304 for a list the client holds, or the list's bytes in the chosen encoding. */
export type ListAnswer =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; encoding: ListEncoding; body: Buffer };

interface Entry {
  version: number;
  etag: string;
  identity: Buffer;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
  bytes: number;
}

const compressors = {
  gzip: (body: Buffer) => promisify(gzip)(body),
  // Quality 11 (the default) takes seconds on a few megabytes; 5 is near gzip's speed and smaller.
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

/** The best encoding the client accepts (RFC 9110 §12.5.3): br, then gzip, else identity. */
export function chooseEncoding(acceptEncoding: string | undefined): ListEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const)
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a))[0];
  return best ?? 'identity';
}

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Each vendor's presented list, kept per process under the version the database keeps for that
 * vendor (migration 0011): the JSON once, each compressed form once, and an entity tag of the
 * version and the bytes (so a different presentation after a deploy never passes for the old one).
 * A request reads the current version first and only then the list, so a list is never kept
 * under a version newer than itself; every instance reads the same version, so none serves a
 * list another has changed. Bounded in bytes, least recently used first out.
 */
export function bookingsListCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  const entries = new Map<number, Entry>();
  const filling = new Map<string, Promise<Entry>>();
  let total = 0;

  const forget = (vendorId: number) => {
    const entry = entries.get(vendorId);
    if (!entry) return;
    entries.delete(vendorId);
    total -= entry.bytes;
  };
  /** Drops the least recently used lists until the rest fit, never the one just used. */
  const evict = (kept: number) => {
    for (const [oldest] of entries) {
      if (total <= maxBytes || oldest === kept) break;
      forget(oldest);
    }
  };
  const keep = (vendorId: number, entry: Entry) => {
    forget(vendorId);
    entries.set(vendorId, entry);
    total += entry.bytes;
    evict(vendorId);
  };
  /** Marks the entry most recently used. */
  const touch = (vendorId: number, entry: Entry) => {
    entries.delete(vendorId);
    entries.set(vendorId, entry);
  };

  async function fill(vendorId: number, version: number, build: () => Promise<string>) {
    const key = `${vendorId}:${version}`;
    let pending = filling.get(key);
    if (!pending) {
      pending = (async () => {
        const identity = Buffer.from(await build());
        const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
        const entry: Entry = {
          version,
          etag: `W/"${version}-${hash}"`,
          identity,
          encoded: new Map(),
          bytes: identity.length,
        };
        // A slower fill of an older version never replaces a newer one.
        const current = entries.get(vendorId);
        if (!current || current.version <= version) keep(vendorId, entry);
        return entry;
      })().finally(() => filling.delete(key));
      filling.set(key, pending);
    }
    return pending;
  }

  async function encoded(vendorId: number, entry: Entry, encoding: 'br' | 'gzip') {
    let body = entry.encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](entry.identity);
      entry.encoded.set(encoding, body);
      // A failed compression is tried again by the next request.
      body.catch(() => entry.encoded.delete(encoding));
      const bytes = (await body).length;
      entry.bytes += bytes;
      if (entries.get(vendorId) === entry) {
        total += bytes;
        evict(vendorId);
      }
    }
    return body;
  }

  return {
    /**
     * The answer for a vendor's list at `version`, built by `build` (the list's JSON) only when no
     * entry of that version is kept.
     */
    async answer(
      vendorId: number,
      version: number,
      build: () => Promise<string>,
      request: ListRequest,
    ): Promise<ListAnswer> {
      let entry = entries.get(vendorId);
      if (entry?.version === version) touch(vendorId, entry);
      else entry = await fill(vendorId, version, build);
      if (matches(request.ifNoneMatch, entry.etag)) return { notModified: true, etag: entry.etag };
      const encoding = chooseEncoding(request.acceptEncoding);
      const body = encoding === 'identity' ? entry.identity : await encoded(vendorId, entry, encoding);
      return { notModified: false, etag: entry.etag, encoding, body };
    },
    /** How many vendors' lists and bytes are kept (for tests). */
    size: () => ({ vendors: entries.size, bytes: total }),
  };
}

export type BookingsListCache = ReturnType<typeof bookingsListCache>;
