import { LIMITS, MAX_SERVICE_IMAGES, MSG } from '@app/shared';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/**
 * Form posts from mobile apps written for the original (Laravel) server: multipart/form-data
 * and application/x-www-form-urlencoded bodies become the same plain object a JSON client sends,
 * so every route keeps one schema and one code path.
 *
 * How a multipart body maps (a `preValidation` hook, so `onRequest` authentication runs before
 * a byte of the body is read, and the zod schema validates the result as usual):
 * - a text field is a string property;
 * - a file part is read (at most `LIMITS.imageMaxBytes` + 1 bytes kept) into a base64 data URL —
 *   what the JSON API takes for attachments and images — typed by its content (PNG/JPEG
 *   signature, else its declared type), so it goes through exactly the same `decodeImage`
 *   checks; a file over the limit is refused with the same 400 MSG.badImage; an empty file part
 *   with no name (a form whose file input was left empty) is no field at all;
 * - `name[]` / `name[0]` always make an array `name`; a repeated plain name, or a single one,
 *   becomes an array where the route's body schema expects an array (otherwise the last wins,
 *   as in PHP);
 * - what busboy refuses (no boundary, truncated, too many parts) answers 4xx in our shape, and
 *   a body larger than the route's `bodyLimit` (counting what is kept) 413 MSG.bodyTooLarge.
 */
export async function registerForms(app: FastifyInstance) {
  // Urlencoded: `name[]` collects arrays; otherwise the last value of a name wins.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, collect(new URLSearchParams(body as string)));
  });

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: LIMITS.imageMaxBytes + 1,
      files: Math.max(LIMITS.businessImagesMax, MAX_SERVICE_IMAGES),
      fields: 50,
      parts: 60,
      // Room for an image sent as a data URL in a text field, as the JSON API takes it.
      fieldSize: Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 1024,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });

  app.addHook('preValidation', async (request, reply) => {
    const type = request.headers['content-type'] ?? '';
    const multipart = request.isMultipart();
    if (!multipart && !/^application\/x-www-form-urlencoded/i.test(type)) return;
    if (multipart) {
      try {
        request.body = await readMultipart(request);
      } catch (error) {
        // The rest of the body is not read: the connection goes after the answer.
        reply.header('connection', 'close');
        throw toAppError(error);
      }
    }
    if (request.body && typeof request.body === 'object') {
      request.body = arraysWhereExpected(
        request.body as Record<string, unknown>,
        request.routeOptions.schema?.body,
      );
    }
  });
}

type FormValue = string | string[];

/** `images[]`, `images[0]` → `images` as an array; other names as they are. */
const arrayName = (name: string) => /^(.+)\[\d*\]$/.exec(name)?.[1];

function put(body: Record<string, FormValue>, name: string, value: string, repeated: Set<string>) {
  const base = arrayName(name);
  if (base) {
    const list = body[base];
    body[base] = Array.isArray(list) ? [...list, value] : list === undefined ? [value] : [list, value];
    return;
  }
  const previous = body[name];
  if (previous !== undefined) {
    repeated.add(name);
    body[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  } else body[name] = value;
}

const REPEATED = Symbol('repeated');

function collect(entries: Iterable<[string, string]>): Record<string, FormValue> {
  const body: Record<string, FormValue> = Object.create(null);
  const repeated = new Set<string>();
  for (const [name, value] of entries) {
    if (name === '__proto__' || name === 'constructor' || name === 'prototype') continue;
    put(body, name, value, repeated);
  }
  return Object.assign({ ...body }, { [REPEATED]: repeated });
}

const SIGNATURES = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];
const contentType = (bytes: Buffer, declared: string) =>
  SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b))?.type ??
  (/^[\w.+-]+\/[\w.+-]+$/.test(declared) ? declared : 'application/octet-stream');

async function readMultipart(request: FastifyRequest) {
  const budget = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024;
  let kept = 0;
  const keep = (bytes: number) => {
    kept += bytes;
    if (kept > budget) throw new AppError('too_large', MSG.bodyTooLarge, { success: false });
  };
  const entries: [string, string][] = [];
  let tooLarge: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new AppError('too_large', MSG.bodyTooLarge, { success: false });
      }
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      keep(Buffer.byteLength(value) + part.fieldname.length);
      entries.push([part.fieldname, value]);
      continue;
    }
    const bytes = await readFile(part, keep);
    if (part.file.truncated) {
      tooLarge ??= arrayName(part.fieldname) ?? part.fieldname;
      continue;
    }
    if (!bytes.length && !part.filename) continue;
    const dataUrl = `data:${contentType(bytes, part.mimetype)};base64,${bytes.toString('base64')}`;
    entries.push([part.fieldname, dataUrl]);
  }
  // Same answer as decodeImage gives an oversized image sent as JSON.
  if (tooLarge) throw badRequest(MSG.badImage, { errors: { [tooLarge]: MSG.badImage } });
  return collect(entries);
}

async function readFile(part: MultipartFile, keep: (bytes: number) => void) {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    // Past the file limit busboy drops the bytes and marks the stream truncated: only kept ones count.
    keep(chunk.length);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Busboy's and the plugin's refusals, in our words and shape; ours pass through. */
function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('too_large', MSG.multipartTooManyParts, { success: false });
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(MSG.badImage);
  // Boundary not found, unexpected end of form, malformed part header, premature close, bad
  // JSON field, a prototype name: the form cannot be read.
  return new AppError('invalid_request', MSG.badMultipart, { success: false });
}

/** The zod schema of a body field, when the body schema is an object (optional, default … unwrapped). */
function isArraySchema(schema: unknown): boolean {
  let def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  for (let i = 0; def && i < 10; i++) {
    if (def.type === 'array') return true;
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.out : undefined)) as
      | { _zod?: { def?: Record<string, unknown> } }
      | undefined;
    def = inner?._zod?.def;
  }
  return false;
}

function arraysWhereExpected(body: Record<string | symbol, unknown>, schema: unknown) {
  const repeated = (body[REPEATED] as Set<string> | undefined) ?? new Set<string>();
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const wantsArray = Boolean(shape && Object.hasOwn(shape, name) && isArraySchema(shape[name]));
    if (wantsArray) out[name] = Array.isArray(value) ? value : [value];
    // A repeated name where one value is expected: the last wins.
    else if (repeated.has(name) && Array.isArray(value)) out[name] = value.at(-1);
    else out[name] = value;
  }
  return out;
}
