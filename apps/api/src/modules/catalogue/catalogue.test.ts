import { MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, PNG, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
beforeEach(async () => {
  t = await createTestApp();
  a = await signUp(t.app, 1);
  b = await signUp(t.app, 2);
});
afterEach(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = a.auth) =>
  t.app.inject({ method, url: `/api/${url}`, headers, payload });
const get = (url: string, headers = a.auth) => t.app.inject({ url: `/api/${url}`, headers });
const service = (change: object = {}) => ({
  name: 'Knotless Braids',
  category: 'Hair',
  description: 'Medium length',
  duration_hours: 3,
  duration_minutes: 30,
  duration_type: 'Starts at',
  price: 25000,
  virtual_appointment: false,
  home_service: true,
  images: [PNG],
  ...change,
});

describe('services, add-ons and bundles', () => {
  it('creates, lists (SPEC shapes), edits and deletes', async () => {
    const addon = await send('POST', 'addons', {
      name: 'Hair extensions',
      price: 5000,
      duration_minutes: 30,
    });
    expect(addon.statusCode).toBe(201);
    const created = await send('POST', 'services', service({ addon_ids: [addon.json().id] }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const list = (await get(`getallservicebyid/${a.userId}`)).json();
    expect(list.success).toBe(true);
    expect(list.data[0]).toMatchObject({
      id,
      name: 'Knotless Braids',
      duration_minutes: 210,
      duration_hours: 3,
      duration_mins: 30,
      duration_type: 'Starts at',
      price: 25000,
      home_service: true,
      images: [expect.stringMatching(/^\/uploads\/.+\.png$/)],
      addons: [{ id: addon.json().id, name: 'Hair extensions', price: 5000, duration_minutes: 30 }],
    });
    expect((await send('PUT', `services/${id}`, service({ price: 30000, images: [] }))).statusCode).toBe(200);
    const edited = (await get(`getallservicebyid/${a.userId}`)).json().data[0];
    expect(edited.price).toBe(30000);
    expect(edited.images).toHaveLength(1);

    const second = (
      await send('POST', 'services', service({ name: 'Wash', duration_type: 'Fixed', images: [] }))
    ).json().id;
    const bundle = await send('POST', 'bundles', {
      name: 'Bridal package',
      price: 50000,
      service_ids: [id, second],
    });
    expect(bundle.statusCode).toBe(201);
    expect((await get(`getuserbundle/${a.userId}`)).json().bundles[0]).toMatchObject({
      name: 'Bridal package',
      price: 50000,
      regular_price: 55000,
      services: expect.arrayContaining([{ id, name: 'Knotless Braids' }]),
    });
    expect((await get(`getalladdons/${a.userId}`)).json().data).toEqual([
      { id: addon.json().id, name: 'Hair extensions', price: 5000, duration_minutes: 30 },
    ]);
    expect((await send('DELETE', `services/${id}`)).statusCode).toBe(200);
    expect((await get(`getallservicebyid/${a.userId}`)).json().data.map((s: { id: number }) => s.id)).toEqual(
      [second],
    );
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name'],
    ['a negative price', { price: -1 }, 'price'],
    ['an absurd price', { price: 50_000_000 }, 'price'],
    ['a 2-minute service', { duration_hours: 0, duration_minutes: 2 }, 'duration_minutes'],
    ['13 hours', { duration_hours: 13 }, 'duration_hours'],
    ['an unknown duration type', { duration_type: 'Sometimes' }, 'duration_type'],
    ['a price given as text', { price: '2000' }, 'price'],
  ])('refuses %s with the field message and writes nothing', async (_, change, field) => {
    const res = await send('POST', 'services', service(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(expect.any(String));
    expect((await get(`getallservicebyid/${a.userId}`)).json().data).toEqual([]);
  });

  it('refuses a fake image, a bundle of one, and another vendor’s pieces', async () => {
    const fake = await send(
      'POST',
      'services',
      service({ images: [`data:image/png;base64,${btoa('<svg/>')}`] }),
    );
    expect(fake.statusCode).toBe(400);
    const mine = (await send('POST', 'services', service({ images: [] }))).json().id;
    const theirs = (await send('POST', 'services', service({ images: [] }), b.auth)).json().id;
    expect(
      (await send('POST', 'bundles', { name: 'X', price: 100, service_ids: [mine] })).json().errors
        .service_ids,
    ).toBe('A bundle holds at least two services');
    expect(
      (await send('POST', 'bundles', { name: 'X', price: 100, service_ids: [mine, theirs] })).statusCode,
    ).toBe(422);
    const theirAddon = (
      await send('POST', 'addons', { name: 'Y', price: 1, duration_minutes: 5 }, b.auth)
    ).json().id;
    expect(
      (await send('POST', 'services', service({ images: [], addon_ids: [theirAddon] }))).statusCode,
    ).toBe(422);
  });

  it('never lets vendor B read or change vendor A’s catalogue', async () => {
    const id = (await send('POST', 'services', service({ images: [] }))).json().id;
    expect((await get(`getallservicebyid/${a.userId}`, b.auth)).statusCode).toBe(403);
    expect((await get(`getuserbundle/${a.userId}`, b.auth)).statusCode).toBe(403);
    expect((await get(`getalladdons/${a.userId}`, b.auth)).statusCode).toBe(403);
    expect((await send('PUT', `services/${id}`, service({ images: [] }), b.auth)).statusCode).toBe(404);
    expect((await send('DELETE', `services/${id}`, undefined, b.auth)).statusCode).toBe(404);
    expect((await get(`getallservicebyid/${a.userId}`)).json().data).toHaveLength(1);
  });

  it('refuses catalogue changes of a restricted account', async () => {
    await t.app.container.db
      .updateTable('users')
      .set({ account_active: 1 })
      .where('id', '=', a.userId)
      .execute();
    const res = await send('POST', 'services', service({ images: [] }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.accountUnderReview);
  });
});

describe('brief-case images', () => {
  it('uploads, lists in order, reorders and deletes, own images only', async () => {
    const first = (
      await send('POST', 'workspace-images', { kind: 'workspace', image: PNG, caption: 'Front desk' })
    ).json().id;
    const second = (
      await send('POST', 'workspace-images', { kind: 'portfolio', image: PNG, caption: 'Bridal look' })
    ).json().id;
    expect((await get('workspace-images')).json().data.map((i: { id: number }) => i.id)).toEqual([
      first,
      second,
    ]);
    expect((await send('PUT', 'workspace-images/order', { ids: [second, first] })).statusCode).toBe(200);
    expect((await get('workspace-images')).json().data.map((i: { caption: string }) => i.caption)).toEqual([
      'Bridal look',
      'Front desk',
    ]);
    expect((await send('PUT', 'workspace-images/order', { ids: [first] }, b.auth)).statusCode).toBe(422);
    expect((await send('DELETE', `workspace-images/${first}`, undefined, b.auth)).statusCode).toBe(404);
    expect((await send('DELETE', `workspace-images/${first}`)).statusCode).toBe(200);
    const gif = await send('POST', 'workspace-images', {
      kind: 'workspace',
      image: 'data:image/gif;base64,R0lGOD',
    });
    expect(gif.statusCode).toBe(400);
  });
});
