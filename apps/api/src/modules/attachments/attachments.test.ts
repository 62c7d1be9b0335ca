import { MSG } from '@app/shared';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, PNG, type TestApp, vendorWithServices } from '../../test/harness.ts';
import { storedBytes } from '../../test/stored-files.ts';

const PNG_BYTES = Buffer.from(PNG.split(',')[1]!, 'base64');
let JPG_BYTES: Buffer;
beforeAll(async () => {
  JPG_BYTES = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer();
});
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let other: Awaited<ReturnType<typeof vendorWithServices>>;
let alice: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t, 1);
  other = await vendorWithServices(t, 2);
  alice = await customer(t, 'alice');
});
afterEach(() => t.close());

async function bookOne(v: typeof vendor, time = '10:00') {
  const res = await book(t, alice, v.userId, [{ service_id: v.fixed, date: '2026-11-21', time }]);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().bookings[0] as { id: number; reference: string };
}
const fetchFile = (name: string, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({ url: `/api/attachments/${name}`, headers });
/** What we stored: the upload decoded and encoded again. */
const stored = (name: string) => storedBytes(t, `attachments/${name}`);

async function disputeAttachment(v: typeof vendor) {
  const b = await bookOne(v);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/addingdisputevendor/${b.reference}/user`,
    headers: v.auth,
    payload: { comment: 'Abusive Client', attachment: dataUrl('image/png', PNG_BYTES) },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const list = await t.app.inject({ url: '/api/disputes', headers: v.auth });
  return list.json().data[0].attachment as string;
}

async function cancellationAttachment(v: typeof vendor) {
  const b = await bookOne(v, '14:00');
  await t.app.inject({ url: `/api/acceptBooking/${b.id}`, headers: v.auth });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cancelvendorBooking/${b.id}`,
    headers: v.auth,
    payload: { comment: 'Stylist is ill', attachment: dataUrl('image/jpeg', JPG_BYTES) },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const row = await t.app.container.db
    .selectFrom('booking_cancellations')
    .select('attachment')
    .where('booking_id', '=', b.id)
    .executeTakeFirstOrThrow();
  return row.attachment!;
}

describe('GET attachments/{name}', () => {
  it("streams a dispute's PNG to its vendor with the right type", async () => {
    const name = await disputeAttachment(vendor);
    const res = await fetchFile(name);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(await stored(name))).toBe(true);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
  });

  it("streams a cancellation's JPG to its vendor as image/jpeg", async () => {
    const name = await cancellationAttachment(vendor);
    expect(name).toMatch(/\.jpg$/);
    const res = await fetchFile(name);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(await stored(name))).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 4, height: 3 });
  });

  it("never serves vendor A's files to vendor B", async () => {
    const dispute = await disputeAttachment(vendor);
    const cancellation = await cancellationAttachment(vendor);
    for (const name of [dispute, cancellation]) {
      const res = await fetchFile(name, other.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
  });

  it('answers 404 for a well-formed name that is stored but belongs to no record', async () => {
    await disputeAttachment(vendor);
    const stray = `${'a'.repeat(32)}.png`;
    await t.app.container.files.put(`attachments/${stray}`, PNG_BYTES, 'image/png');
    expect((await fetchFile(stray)).statusCode).toBe(404);
  });

  it('answers 404 when the record exists but the file is gone', async () => {
    const name = await disputeAttachment(vendor);
    await t.app.container.db
      .updateTable('disputes')
      .set({ attachment: `${'b'.repeat(32)}.png` })
      .execute();
    expect((await fetchFile(`${'b'.repeat(32)}.png`)).statusCode).toBe(404);
    expect((await fetchFile(name)).statusCode).toBe(404);
  });

  it('refuses path tricks and malformed names with 404', async () => {
    const name = await disputeAttachment(vendor);
    for (const bad of [
      '..%2Fapp.sqlite',
      '..%2F..%2Fetc%2Fpasswd',
      '%2E%2E%2Fapp.sqlite',
      name.toUpperCase(),
      `${name}.png`,
      name.replace('.png', '.gif'),
      'app.sqlite',
    ]) {
      const res = await fetchFile(bad);
      expect(res.statusCode, bad).toBe(404);
    }
  });

  it('needs a bearer token', async () => {
    const name = await disputeAttachment(vendor);
    expect((await fetchFile(name, {})).statusCode).toBe(401);
  });
});
