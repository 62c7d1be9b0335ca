import { LIMITS, MSG } from '@app/shared';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, JPG, PNG, signUp, type TestApp } from '../../test/harness.ts';
import { storedNames } from '../../test/stored-files.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const FAKE_PNG = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;

const setup = (overrides: object = {}) => ({
  business_category: 1,
  business_address: '4 Awolowo Road, Ikoyi, Lagos',
  business_description: 'Braids, cornrows and wig installs.',
  home_service: true,
  my_place: false,
  images: [PNG],
  ...overrides,
});

const registerStatus = async (userId: number, auth: Record<string, string>) =>
  (await t.app.inject({ url: `/api/getuserdetails/${userId}`, headers: auth })).json()[0][0];

describe('business setup', () => {
  it('lists the business categories', async () => {
    const res = await t.app.inject({ url: '/api/businesscategories' });
    expect(res.json().data).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), category_name: 'Hair Salon' }]),
    );
  });

  it('saves the business, its images, and completes registration', async () => {
    const { userId, auth } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesssetup',
      headers: auth,
      payload: setup(),
    });
    expect(res.statusCode).toBe(200);
    const user = await registerStatus(userId, auth);
    expect(user).toMatchObject({
      register_status: true,
      home_service: true,
      my_place: false,
      business_address: '4 Awolowo Road, Ikoyi, Lagos',
      businesscategory: [{ id: 1, category_name: expect.any(String) }],
    });
    expect(user.business_imagepath).toHaveLength(1);
    const image = await t.app.inject({ url: user.business_imagepath[0] });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'vendor1@example.ng', password: 'Secret@123' },
    });
    expect(login.json().registerStatus).toBe(true);
  });

  it("puts the setup's images in the brief-case, as workspace images the vendor can remove", async () => {
    const { userId, auth } = await signUp(t.app);
    const setupRes = await t.app.inject({
      method: 'POST',
      url: '/api/businesssetup',
      headers: auth,
      payload: setup({ images: [PNG, JPG] }),
    });
    expect(setupRes.statusCode).toBe(200);
    const paths = (await registerStatus(userId, auth)).business_imagepath;
    const briefcase = (await t.app.inject({ url: '/api/workspace-images', headers: auth })).json().data;
    expect(briefcase).toEqual(
      paths.map((path: string) => expect.objectContaining({ kind: 'workspace', path, caption: null })),
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspace-images/${briefcase[0].id}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await registerStatus(userId, auth)).business_imagepath).toEqual([paths[1]]);
  });

  it.each([
    ['a file that only claims to be a PNG', { images: [FAKE_PNG] }, MSG.badImage],
    ['a GIF', { images: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='] }, MSG.badImage],
    [
      'no place of service',
      { home_service: false, my_place: false },
      'Choose home service, my place or both',
    ],
    ['an unknown category', { business_category: 999 }, 'Choose a business category'],
    ['a missing address', { business_address: ' ' }, MSG.required],
    ['too many images', { images: Array(7).fill(PNG) }, 'At most 6 images'],
  ])('refuses %s and changes nothing', async (_, change, message) => {
    const { userId, auth } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesssetup',
      headers: auth,
      payload: setup(change),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBe(message);
    const user = await registerStatus(userId, auth);
    expect(user.register_status).toBe(false);
    expect(user.business_imagepath).toEqual([]);
  });

  it('needs a signed-in vendor', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/businesssetup', payload: setup() });
    expect(res.statusCode).toBe(401);
  });
});

describe('logo and cover photo', () => {
  /** A photo of the given size as a data URL; `orientation` 6 says "turn it a quarter right to view". */
  const photo = async (width: number, height: number, format: 'png' | 'jpeg', orientation?: number) => {
    let image = sharp({ create: { width, height, channels: 3, background: '#c0ffee' } });
    if (orientation) image = image.withMetadata({ orientation });
    const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
    return `data:image/${format};base64,${bytes.toString('base64')}`;
  };
  const put = (kind: string, image: unknown, auth: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/profile/${kind}`, headers: auth, payload: { image } });
  const remove = (kind: string, auth: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/profile/${kind}`, headers: auth });
  const read = async (auth: Record<string, string>) =>
    (await t.app.inject({ url: '/api/profile/images', headers: auth })).json().data;
  const uploads = () => storedNames(t, 'uploads');
  const nameOf = (path: string) => path.replace('/uploads/', '');
  /** The stored file as served: its type, size and whether anything rode along. */
  const served = async (path: string) => {
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    return { type: res.headers['content-type'], width: meta.width, height: meta.height, exif: meta.exif };
  };

  it('has none at first', async () => {
    const { auth } = await signUp(t.app);
    expect(await read(auth)).toEqual({ logo: null, cover: null });
  });

  it('cuts the logo to a 512 px square and the cover to a 1600×600 band, without metadata', async () => {
    const { auth } = await signUp(t.app);
    const logo = await put('logo', await photo(1200, 800, 'jpeg'), auth);
    expect(logo.statusCode).toBe(200);
    expect(logo.json()).toEqual({
      success: true,
      message: MSG.logoSaved,
      data: { logo: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.jpg$/), cover: null },
    });
    expect(await served(logo.json().data.logo)).toEqual({
      type: 'image/jpeg',
      width: 512,
      height: 512,
      exif: undefined,
    });

    const cover = await put('cover', await photo(2400, 2400, 'png'), auth);
    expect(cover.json().message).toBe(MSG.coverSaved);
    const { data } = cover.json();
    expect(data.logo).toBe(logo.json().data.logo);
    expect(await served(data.cover)).toMatchObject({ type: 'image/png', width: 1600, height: 600 });
    expect(await read(auth)).toEqual(data);
  });

  it('cuts a small or turned photo without enlarging it, upright', async () => {
    const { auth } = await signUp(t.app);
    // Stored 1000×400 but viewed upright as 400×1000: the widest 8:3 band of that is 400×150.
    const cover = await put('cover', await photo(1000, 400, 'jpeg', 6), auth);
    expect(await served(cover.json().data.cover)).toMatchObject({ width: 400, height: 150 });
    const logo = await put('logo', PNG, auth);
    expect(await served(logo.json().data.logo)).toMatchObject({ width: 1, height: 1 });
  });

  it('replacing one removes the old file; removing one removes its file and keeps the other', async () => {
    const { auth } = await signUp(t.app);
    const first = (await put('logo', PNG, auth)).json().data.logo;
    const cover = (await put('cover', JPG, auth)).json().data.cover;
    const second = (await put('logo', JPG, auth)).json().data.logo;
    expect(second).not.toBe(first);
    expect(await uploads()).toEqual([nameOf(second), nameOf(cover)].sort());
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);

    const removed = await remove('logo', auth);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: MSG.logoRemoved, data: { logo: null, cover } });
    expect(await uploads()).toEqual([nameOf(cover)]);
    // Removing what is not there changes nothing.
    expect((await remove('logo', auth)).json().data).toEqual({ logo: null, cover });

    expect((await remove('cover', auth)).json()).toMatchObject({ message: MSG.coverRemoved });
    expect(await read(auth)).toEqual({ logo: null, cover: null });
    expect(await uploads()).toEqual([]);
  });

  it("keeps each vendor's images apart", async () => {
    const ada = await signUp(t.app, 1);
    const bola = await signUp(t.app, 2);
    const logo = (await put('logo', PNG, ada.auth)).json().data.logo;
    await remove('logo', bola.auth);
    expect(await read(bola.auth)).toEqual({ logo: null, cover: null });
    expect(await read(ada.auth)).toEqual({ logo, cover: null });
  });

  it.each([
    ['bytes that only claim to be a PNG', FAKE_PNG],
    ['a GIF', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='],
    ['no data URL at all', 'https://example.ng/logo.png'],
    [
      'a PNG over 2 MB',
      `data:image/png;base64,${Buffer.concat([
        Buffer.from(PNG.split(',')[1]!, 'base64'),
        Buffer.alloc(LIMITS.imageMaxBytes),
      ]).toString('base64')}`,
    ],
  ])('refuses %s with MSG.badImage and changes nothing', async (_, image) => {
    const { auth } = await signUp(t.app);
    const logo = (await put('logo', PNG, auth)).json().data.logo;
    for (const kind of ['logo', 'cover']) {
      const res = await put(kind, image, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MSG.badImage, errors: { image: MSG.badImage } });
    }
    expect(await read(auth)).toEqual({ logo, cover: null });
    expect(await uploads()).toEqual([nameOf(logo)]);
  });

  it('refuses a body far over the image limit (413) and changes nothing', async () => {
    const { auth } = await signUp(t.app);
    const res = await put('cover', `data:image/png;base64,${'A'.repeat(4_000_000)}`, auth);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.bodyTooLarge);
    expect(await read(auth)).toEqual({ logo: null, cover: null });
    expect(await uploads()).toEqual([]);
  });

  it('needs a signed-in vendor', async () => {
    const calls = [
      { method: 'GET', url: '/api/profile/images' },
      { method: 'PUT', url: '/api/profile/logo', payload: { image: PNG } },
      { method: 'DELETE', url: '/api/profile/logo' },
      { method: 'PUT', url: '/api/profile/cover', payload: { image: PNG } },
      { method: 'DELETE', url: '/api/profile/cover' },
    ] as const;
    for (const call of calls) expect((await t.app.inject(call)).statusCode).toBe(401);
    expect(await uploads()).toEqual([]);
  });
});
