import { MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, PNG, signUp, type TestApp } from '../../test/harness.ts';

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
