import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { startFakeS3 } from '../../test/fake-s3.ts';
import { book, createTestApp, customer, PNG, type TestApp, vendorWithServices } from '../../test/harness.ts';
import { otherInstance, storedNames } from '../../test/stored-files.ts';

/** Issue 31: an image or attachment taken by one instance is answered by every other. */
let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
const closers: (() => Promise<unknown>)[] = [];
const withInstance = async (build: () => Promise<FastifyInstance>) => {
  const app = await build();
  closers.push(() => app.close());
  return app;
};
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const jpegBytes = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer();
const JPEG = async () => `data:image/jpeg;base64,${(await jpegBytes()).toString('base64')}`;
const addWorkspace = (image: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/workspace-images',
    headers: vendor.auth,
    payload: { kind: 'portfolio', image, caption: 'Bridal look' },
  });
async function disputeAttachment() {
  const alice = await customer(t, 'alice');
  const booked = await book(t, alice, vendor.userId, [
    { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
  ]);
  const { reference } = booked.json().bookings[0] as { reference: string };
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/addingdisputevendor/${reference}/user`,
    headers: vendor.auth,
    payload: { comment: 'Abusive Client', attachment: await JPEG() },
  });
  expect(res.statusCode).toBe(200);
  return (await t.app.inject({ url: '/api/disputes', headers: vendor.auth })).json().data[0]
    .attachment as string;
}

describe('on the database (the default)', () => {
  beforeEach(async () => {
    t = await createTestApp();
    closers.push(t.close);
    vendor = await vendorWithServices(t, 1);
  });

  it('serves an image uploaded through one instance from another, with the same bytes and headers', async () => {
    const { path } = (await addWorkspace(PNG)).json() as { path: string };
    const first = await t.app.inject({ url: path });
    expect(first.statusCode).toBe(200);

    const second = await withInstance(() => otherInstance(t));
    const res = await second.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    // A name is never reused: a browser keeps the image, and asks again only by its ETag.
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.etag as string;
    expect(etag).toBe(`"${path.replace('/uploads/', '')}"`);
    const again = await second.inject({ url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await second.inject({ url: path, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(
      200,
    );
  });

  it("serves a dispute's attachment taken by one instance to its vendor on another", async () => {
    const name = await disputeAttachment();
    const first = await t.app.inject({ url: `/api/attachments/${name}`, headers: vendor.auth });
    expect(first.statusCode).toBe(200);

    const second = await withInstance(() => otherInstance(t));
    const res = await second.inject({ url: `/api/attachments/${name}`, headers: vendor.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('moves the files an older version kept in DATA_DIR into the store at start-up, under the same names', async () => {
    const png = Buffer.from(PNG.split(',')[1]!, 'base64');
    const upload = `${'a'.repeat(32)}.png`;
    const attachment = `${'b'.repeat(32)}.jpg`;
    const jpg = await jpegBytes();
    for (const [folder, name, bytes] of [
      ['uploads', upload, png],
      ['attachments', attachment, jpg],
      ['uploads', 'notes.txt', Buffer.from('not ours')],
    ] as const) {
      mkdirSync(join(t.dataDir, folder), { recursive: true });
      writeFileSync(join(t.dataDir, folder, name), bytes);
    }
    // The upgraded server starting on that DATA_DIR.
    await withInstance(() => buildApp(t.config));
    expect(await storedNames(t, 'uploads')).toEqual([upload]);
    expect(await storedNames(t, 'attachments')).toEqual([attachment]);
    expect(readdirSync(join(t.dataDir, 'uploads'))).toEqual(['notes.txt']);
    expect(readdirSync(join(t.dataDir, 'attachments'))).toEqual([]);

    const second = await withInstance(() => otherInstance(t));
    const res = await second.inject({ url: `/uploads/${upload}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await second.inject({ url: '/uploads/notes.txt' })).statusCode).toBe(404);
  });
});

describe('on an S3-compatible bucket (S3_BUCKET)', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeEach(async () => {
    s3 = await startFakeS3({ bucket: 'vendor-files', accessKeyId: 'AKIAFAKE' });
    closers.push(s3.close);
    t = await createTestApp(
      {},
      {
        S3_BUCKET: 'vendor-files',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: 'AKIAFAKE',
        S3_SECRET_ACCESS_KEY: 'fake-secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
    );
    closers.push(t.close);
    vendor = await vendorWithServices(t, 1);
  });

  it('puts an upload in the bucket, serves it from another instance, and deletes it with its image', async () => {
    const created = (await addWorkspace(PNG)).json() as { id: number; path: string };
    const key = created.path.slice(1);
    expect([...s3.objects.keys()]).toEqual([key]);
    expect(s3.objects.get(key)?.contentType).toBe('image/png');
    expect(await storedNames(t, 'uploads')).toEqual([]);

    const second = await withInstance(() => otherInstance(t));
    const res = await second.inject({ url: created.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(s3.objects.get(key)!.bytes)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspace-images/${created.id}`,
      headers: vendor.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(s3.objects.size).toBe(0);
    const gone = await second.inject({ url: created.path });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);

    expect(s3.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT /vendor-files/${key}`,
      `GET /vendor-files/${key}`,
      `DELETE /vendor-files/${key}`,
      `GET /vendor-files/${key}`,
    ]);
    expect(new Set(s3.calls.map((c) => c.accessKeyId))).toEqual(new Set(['AKIAFAKE']));
  });

  it("keeps a dispute's attachment in the bucket, for its vendor on any instance", async () => {
    const name = await disputeAttachment();
    expect(s3.objects.get(`attachments/${name}`)?.contentType).toBe('image/jpeg');
    const second = await withInstance(() => otherInstance(t));
    const res = await second.inject({ url: `/api/attachments/${name}`, headers: vendor.auth });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(s3.objects.get(`attachments/${name}`)!.bytes)).toBe(true);
  });
});
