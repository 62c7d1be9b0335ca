import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS, MAX_SERVICE_IMAGES, MSG } from '@app/shared';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, PNG, type TestApp, vendorWithServices } from '../../test/harness.ts';
import { storedBytes, storedNames } from '../../test/stored-files.ts';
import { SERVICE_IMAGES_PER_VENDOR_MAX } from '../catalogue/use-cases/save-service.ts';

// As in production, where the built web app is present and owns every unknown path: an upload
// that is missing must still answer 404, not the app's index.html.
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');

/** Issue 10: what a stranger can upload, and what we then store and serve. */
let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let other: Awaited<ReturnType<typeof vendorWithServices>>;
beforeEach(async () => {
  t = await createTestApp({}, { WEB_DIST: webDist });
  vendor = await vendorWithServices(t, 1);
  other = await vendorWithServices(t, 2);
});
afterEach(() => t.close());

const SCRIPT = '<script>fetch("/api/wallet").then(r=>r.text()).then(alert)</script>';
const dataUrl = (type: 'png' | 'jpeg', bytes: Buffer) =>
  `data:image/${type};base64,${bytes.toString('base64')}`;
const pixels = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a2be2' } });

/** The names in the file store's uploads or attachments. */
const files = (folder: 'uploads' | 'attachments') => storedNames(t, folder);

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = vendor.auth) =>
  t.app.inject({ method, url: `/api/${url}`, headers, payload });
const addWorkspace = (image: string, headers = vendor.auth) =>
  send('POST', 'workspace-images', { kind: 'portfolio', image, caption: 'Bridal look' }, headers);
const service = (images: string[]) => ({
  name: 'Knotless Braids',
  duration_hours: 2,
  duration_minutes: 0,
  duration_type: 'Fixed',
  price: 25000,
  images,
});
const serviceImages = async (serviceId: number) =>
  (
    await t.app.container.db
      .selectFrom('service_images')
      .select('path')
      .where('service_id', '=', serviceId)
      .orderBy('id')
      .execute()
  ).map((r) => r.path);

describe('uploaded images are decoded and encoded again', () => {
  it('stores a PNG with a <script> tail as a clean PNG, served as image/png with nosniff', async () => {
    const png = await pixels(40, 30).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from(SCRIPT)]);
    const res = await addWorkspace(dataUrl('png', polyglot));
    expect(res.statusCode).toBe(201);
    const { path } = res.json() as { path: string };
    expect(path).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const stored = await storedBytes(t, path);
    expect(stored.includes('<script')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });

    const served = await t.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('stores a JPEG with an HTML tail as a clean JPEG, served as image/jpeg with nosniff', async () => {
    const jpg = await pixels(64, 48).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpg, Buffer.from(`<html><body>${SCRIPT}</body></html>`)]);
    const res = await send('POST', 'services', service([dataUrl('jpeg', polyglot)]));
    expect(res.statusCode).toBe(201);
    const [path] = await serviceImages(res.json().id);
    expect(path).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    const stored = await storedBytes(t, path!);
    expect(stored.includes('<html')).toBe(false);
    expect(stored.includes('<script')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    const served = await t.app.inject({ url: path! });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    [
      'a PNG signature followed by HTML',
      (png: Buffer) => Buffer.concat([png.subarray(0, 8), Buffer.from(SCRIPT)]),
    ],
    [
      'a JPEG signature followed by JS',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(SCRIPT)]),
    ],
    ['a PNG cut short', (png: Buffer) => png.subarray(0, png.length - 30)],
    ['a PNG sent as a JPEG', (png: Buffer) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png])],
  ])('refuses %s with MSG.badImage and writes nothing, on every upload path', async (_, build) => {
    const png = await pixels(16, 16).png().toBuffer();
    const bad = dataUrl('png', build(png));
    const before = { uploads: await files('uploads'), attachments: await files('attachments') };

    const workspace = await addWorkspace(bad);
    expect(workspace.statusCode).toBe(400);
    expect(workspace.json()).toMatchObject({ message: MSG.badImage, errors: { image: MSG.badImage } });
    const created = await send('POST', 'services', service([PNG, bad]));
    expect(created.statusCode).toBe(400);
    expect(created.json().errors['images.1']).toBe(MSG.badImage);
    const setup = await send('POST', 'businesssetup', {
      business_category: 1,
      business_address: '4 Awolowo Road, Ikoyi, Lagos',
      business_description: 'Braids',
      home_service: true,
      my_place: true,
      images: [bad],
    });
    expect(setup.json().message).toBe(MSG.badImage);

    const alice = await customer(t, 'alice');
    const booked = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
    ]);
    const { reference, id } = booked.json().bookings[0] as { id: number; reference: string };
    const dispute = await send('POST', `addingdisputevendor/${reference}/user`, {
      comment: 'Abusive Client',
      attachment: bad,
    });
    expect(dispute.json().message).toBe(MSG.badImage);
    await t.app.inject({ url: `/api/acceptBooking/${id}`, headers: vendor.auth });
    const cancel = await send('POST', `cancelvendorBooking/${id}`, { comment: 'Closed', attachment: bad });
    expect(cancel.json().message).toBe(MSG.badImage);

    expect({ uploads: await files('uploads'), attachments: await files('attachments') }).toEqual(before);
  });

  it('drops EXIF (GPS) from a photo, keeps it upright and no larger than 2000 px', async () => {
    // 3000 × 1000 as stored by the camera, to be shown turned 90° (EXIF orientation 6).
    const photo = await pixels(3000, 1000)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Phone', Copyright: 'Chioma Eze' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '6/1 27/1 3000/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '3/1 23/1 4000/100',
        },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.orientation).toBe(6);

    const res = await addWorkspace(dataUrl('jpeg', photo));
    expect(res.statusCode).toBe(201);
    const stored = await storedBytes(t, res.json().path);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('Chioma Eze')).toBe(false);
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 667,
      height: 2000,
    });
  });

  it('drops EXIF from a private attachment too', async () => {
    const photo = await pixels(20, 20)
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 3000/100' } })
      .toBuffer();
    const alice = await customer(t, 'alice');
    const booked = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
    ]);
    const { reference } = booked.json().bookings[0] as { reference: string };
    const res = await send('POST', `addingdisputevendor/${reference}/user`, {
      comment: 'Abusive Client',
      attachment: dataUrl('jpeg', photo),
    });
    expect(res.statusCode).toBe(200);
    const [name] = await files('attachments');
    const meta = await sharp(await storedBytes(t, `attachments/${name}`)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });
});

describe('a refused request leaves no file', () => {
  it("refuses PUT on someone else's service without storing its images", async () => {
    const before = await files('uploads');
    const res = await send('PUT', `services/${other.fixed}`, service([PNG, PNG]));
    expect(res.statusCode).toBe(404);
    expect(await files('uploads')).toEqual(before);
    expect(await serviceImages(other.fixed)).toEqual([]);
  });

  it('removes the files when the database change fails after they were written', async () => {
    // The images' table is gone: the transaction fails after the files were written.
    await t.app.container.db.schema.dropTable('service_images').execute();
    const res = await send('POST', 'services', service([PNG, PNG]));
    expect(res.statusCode).toBe(500);
    expect(await files('uploads')).toEqual([]);
    expect(
      (await t.app.inject({ url: `/api/getallservicebyid/${vendor.userId}`, headers: vendor.auth }))
        .statusCode,
    ).toBe(500);
  });

  it('keeps no attachment of a refused cancellation or dispute', async () => {
    const alice = await customer(t, 'alice');
    const booked = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
    ]);
    const { id } = booked.json().bookings[0] as { id: number };
    // Pending, not approved: the vendor cannot cancel it.
    const cancel = await send('POST', `cancelvendorBooking/${id}`, { comment: 'Closed', attachment: PNG });
    expect(cancel.statusCode).toBeGreaterThanOrEqual(400);
    expect(cancel.statusCode).toBeLessThan(500);
    const dispute = await send('POST', 'addingdisputevendor/NOPE123/user', {
      comment: 'Abusive Client',
      attachment: PNG,
    });
    expect(dispute.statusCode).toBe(404);
    expect(await files('attachments')).toEqual([]);
  });

  it("removes a service's replaced and deleted images from the store", async () => {
    const id = (await send('POST', 'services', service([PNG, PNG]))).json().id as number;
    const first = await serviceImages(id);
    expect(await files('uploads')).toHaveLength(2);
    expect((await send('PUT', `services/${id}`, service([PNG]))).statusCode).toBe(200);
    const second = await serviceImages(id);
    expect(await files('uploads')).toEqual(second.map((p) => p.replace('/uploads/', '')));
    expect((await t.app.inject({ url: first[0]! })).statusCode).toBe(404);
    // An update without images keeps them.
    expect((await send('PUT', `services/${id}`, service([]))).statusCode).toBe(200);
    expect(await serviceImages(id)).toEqual(second);
    expect((await send('DELETE', `services/${id}`)).statusCode).toBe(200);
    expect(await files('uploads')).toEqual([]);
  });
});

describe('per-vendor caps on stored images', () => {
  it('refuses the 7th workspace image, writing nothing, and takes one again after a removal', async () => {
    expect(MSG.workspaceImagesFull).toContain(String(LIMITS.businessImagesMax));
    const ids: number[] = [];
    for (let i = 0; i < LIMITS.businessImagesMax; i++) {
      const res = await addWorkspace(PNG);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const before = await files('uploads');
    const seventh = await addWorkspace(PNG);
    expect(seventh.statusCode).toBe(422);
    expect(seventh.json()).toMatchObject({
      message: MSG.workspaceImagesFull,
      errors: { image: MSG.workspaceImagesFull },
    });
    expect(await files('uploads')).toEqual(before);
    // Another vendor's brief case is its own.
    expect((await addWorkspace(PNG, other.auth)).statusCode).toBe(201);

    expect((await send('DELETE', `workspace-images/${ids[0]}`)).statusCode).toBe(200);
    expect(await files('uploads')).toHaveLength(before.length);
    expect((await addWorkspace(PNG)).statusCode).toBe(201);
  });

  it('lets only as many concurrent uploads through as the cap has room for', async () => {
    for (let i = 0; i < LIMITS.businessImagesMax - 2; i++) await addWorkspace(PNG);
    const results = await Promise.all(Array.from({ length: 5 }, () => addWorkspace(PNG)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 422, 422, 422]);
    const rows = await t.app.container.db
      .selectFrom('business_images')
      .select('path')
      .where('user_id', '=', vendor.userId)
      .execute();
    expect(rows).toHaveLength(LIMITS.businessImagesMax);
    expect(await files('uploads')).toEqual(rows.map((r) => r.path.replace('/uploads/', '')).sort());
  });

  it('caps business images over repeated setups', async () => {
    const setup = (images: string[]) =>
      send('POST', 'businesssetup', {
        business_category: 1,
        business_address: '4 Awolowo Road, Ikoyi, Lagos',
        business_description: 'Braids',
        home_service: true,
        my_place: true,
        images,
      });
    expect((await setup(Array(4).fill(PNG))).statusCode).toBe(200);
    const before = await files('uploads');
    const res = await setup(Array(3).fill(PNG));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.businessImagesFull);
    expect(await files('uploads')).toEqual(before);
    expect((await setup(Array(2).fill(PNG))).statusCode).toBe(200);
  });

  it("caps the images of all of a vendor's services together", async () => {
    expect(MSG.serviceImagesFull).toContain(String(SERVICE_IMAGES_PER_VENDOR_MAX));
    // Services holding all but one of the allowed images (paths only: the cap counts rows).
    const { db } = t.app.container;
    const now = t.clock.now().toISOString();
    const count = Math.ceil(SERVICE_IMAGES_PER_VENDOR_MAX / MAX_SERVICE_IMAGES);
    const ids = (
      await db
        .insertInto('services')
        .values(
          Array.from({ length: count }, (_, i) => ({
            user_id: vendor.userId,
            name: `Service ${i}`,
            duration_minutes: 60,
            duration_type: 'Fixed',
            price: 100_000,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    const rows = ids.flatMap((service_id) =>
      Array.from({ length: MAX_SERVICE_IMAGES }, (_, i) => ({
        service_id,
        path: `/uploads/${service_id}-${i}.png`,
      })),
    );
    await db
      .insertInto('service_images')
      .values(rows.slice(0, SERVICE_IMAGES_PER_VENDOR_MAX - 1))
      .execute();

    const two = await send('POST', 'services', service([PNG, PNG]));
    expect(two.statusCode).toBe(422);
    expect(two.json()).toMatchObject({
      message: MSG.serviceImagesFull,
      errors: { images: MSG.serviceImagesFull },
    });
    expect(await files('uploads')).toEqual([]);
    expect((await send('POST', 'services', service([PNG]))).statusCode).toBe(201);
    expect((await send('POST', 'services', service([PNG]))).statusCode).toBe(422);
    // Replacing a service's images counts without the ones replaced.
    expect((await send('PUT', `services/${ids[0]}`, service([PNG, PNG, PNG]))).statusCode).toBe(200);
    // Services without images are still welcome.
    expect((await send('POST', 'services', service([]))).statusCode).toBe(201);
    // The cap is the vendor's own.
    expect((await send('POST', 'services', service([PNG]), other.auth)).statusCode).toBe(201);
  });
});

describe('GET /uploads/*', () => {
  it('answers 404 JSON for a missing file, never the web app', async () => {
    // The web app's fallback is on (the built app above) for any other path.
    expect((await t.app.inject({ url: '/sign-in' })).headers['content-type']).toMatch(/^text\/html/);
    for (const url of [
      '/uploads/missing.png',
      `/uploads/${'a'.repeat(32)}.jpg`,
      '/uploads/',
      '/uploads',
      '/uploads/..%2Fapp.sqlite',
      '/uploads/.env',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({ message: MSG.notFound });
    }
  });
});
