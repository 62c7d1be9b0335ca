import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { randomDemoPassword } from '../../seed/demo-accounts.ts';
import { createTestApp, customer, type TestApp, vendorWithServices } from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
});
afterEach(() => t.close());

const page = (link: string) => t.app.inject({ url: `/shop/${link}` });
const setUser = (changes: Record<string, number>) =>
  t.app.container.db.updateTable('users').set(changes).where('id', '=', vendor.userId).execute();
/** The content of a meta tag, by name or property. */
const meta = (body: string, key: string) =>
  body.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
/** A picture of a size, as a data URL (a real JPEG, as phones upload). */
const photo = async (width: number, height: number) =>
  `data:image/jpeg;base64,${(
    await sharp({ create: { width, height, channels: 3, background: '#8e68e9' } })
      .jpeg()
      .toBuffer()
  ).toString('base64')}`;

describe('the public shop page', () => {
  it('draws the shop on the server: services by category, prices as worded, the policy in plain words', async () => {
    const now = t.clock.now().toISOString();
    await t.app.container.db
      .updateTable('services')
      .set({ category: 'Hair', deposit_type: 'percent', deposit_value: 50 })
      .where('id', '=', vendor.startsAt)
      .execute();
    await t.app.container.db
      .insertInto('services')
      .values({
        user_id: vendor.userId,
        name: 'Gel Manicure',
        category: 'Nails',
        duration_minutes: 45,
        duration_type: 'Fixed',
        price: 650_000,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await page(vendor.profileLink);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = res.body;
    expect(body).toContain('<h1>Chioma Braids 1</h1>');
    expect(body).toContain('4 Awolowo Road, Ikoyi, Lagos');
    expect(body).toMatch(/<h3>Hair<\/h3>.*Knotless Braids.*2 hr · Starts at ₦25,000 · ₦12,500 deposit/);
    expect(body).toMatch(/<h3>Nails<\/h3>.*Gel Manicure.*45 min · ₦6,500/);
    expect(body).toContain('Cancel at least 24 hours before and you get your whole deposit back.');
    expect(body).toContain('Cancel later and the shop keeps 50% of the deposit.');
    expect(body).toContain('<td>Sunday</td><td>Closed</td>');
    // The booking script's data: numbers for the sums, the vendor to book with.
    const data = JSON.parse(
      body.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)![1]!,
    );
    expect(data).toMatchObject({ vendorId: vendor.userId, link: vendor.profileLink, atShop: true });
    expect(data.services).toContainEqual(
      expect.objectContaining({ id: vendor.startsAt, minutes: 120, price: 2_500_000, deposit: 1_250_000 }),
    );
  });

  it('tells search engines and link previews what the shop is, and respects search visibility', async () => {
    let body = (await page(vendor.profileLink)).body;
    const url = `http://app.test/shop/${vendor.profileLink}`;
    expect(body).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(meta(body, 'robots')).toBe('index,follow');
    expect(meta(body, 'og:title')).toBe('Chioma Braids 1');
    expect(meta(body, 'og:url')).toBe(url);
    expect(meta(body, 'twitter:card')).toBe('summary');
    const ld = JSON.parse(body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Chioma Braids 1',
      url,
      address: { streetAddress: '4 Awolowo Road, Ikoyi, Lagos', addressCountry: 'NG' },
    });
    expect(ld.makesOffer).toContainEqual({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: 'Wash & Set' },
      priceSpecification: { '@type': 'PriceSpecification', price: 8000, priceCurrency: 'NGN' },
    });

    // A cover makes the preview large.
    const cover = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/cover',
      headers: vendor.auth,
      payload: { image: await photo(1600, 700) },
    });
    expect(cover.statusCode, cover.body).toBe(200);
    body = (await page(vendor.profileLink)).body;
    expect(meta(body, 'twitter:card')).toBe('summary_large_image');
    const image = meta(body, 'og:image')!;
    expect(image).toMatch(/^http:\/\/app\.test\/shop\/img\/og\/[\w.-]+$/);
    const preview = await t.app.inject({ url: new URL(image).pathname });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });

    // Reachable by the link only: no search engine lists it.
    await setUser({ search_visibility: 0 });
    body = (await page(vendor.profileLink)).body;
    expect(meta(body, 'robots')).toBe('noindex,nofollow');
    expect(body).toContain('<h1>Chioma Braids 1</h1>');
  });

  it('serves images resized as WebP, the cover first and the rest only when scrolled to', async () => {
    for (const kind of ['cover', 'logo'] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/profile/${kind}`,
        headers: vendor.auth,
        payload: { image: await photo(1600, 1600) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/workspace-images',
      headers: vendor.auth,
      payload: { kind: 'workspace', image: await photo(1200, 900) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const body = (await page(vendor.profileLink)).body;
    const images = [...body.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(3);
    const [cover, logo, workspace] = images as [string, string, string];
    expect(cover).toContain('fetchpriority="high"');
    expect(cover).not.toContain('loading=');
    expect(logo).toContain('alt="Chioma Braids 1 logo"');
    expect(workspace).toContain('loading="lazy"');
    const src = workspace.match(/src="([^"]+)"/)![1]!;
    expect(src).toMatch(/^\/shop\/img\/w320\//);
    const served = await t.app.inject({ url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
    // No size but the page's own, and no file but the shop's uploads.
    expect((await t.app.inject({ url: src.replace('w320', 'w321') })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/shop/img/w320/nothing.jpg' })).statusCode).toBe(404);
  });

  it('shows reviews with the shop’s replies, naming a reviewer by first name and initial only', async () => {
    const client = await customer(t, 'rev');
    const owner = await t.app.container.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'customerrev@example.ng')
      .executeTakeFirstOrThrow();
    await t.app.container.db
      .updateTable('customers')
      .set({ phone_number: '+2348031112222' })
      .where('id', '=', owner.id)
      .execute();
    const booked = await t.app.container.db
      .insertInto('bookings')
      .values({
        user_id: vendor.userId,
        customer_id: owner.id,
        service_id: vendor.fixed,
        multiple_id: 'm1',
        reference: 'REF-SECRET-1',
        service_name: 'Wash & Set',
        duration_type: 'Fixed',
        starts_at: '2026-11-10T09:00:00.000Z',
        ends_at: '2026-11-10T10:00:00.000Z',
        status: 'completed',
        service_price: 800_000,
        service_location: "At Vendor's Location",
        service_comment: 'Private note about my scalp',
        created_at: '2026-11-01T09:00:00.000Z',
        updated_at: '2026-11-10T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const review = await t.app.container.db
      .insertInto('reviews')
      .values({
        booking_id: booked.id,
        user_id: vendor.userId,
        customer_id: owner.id,
        rating: 5,
        comment: 'Neat and quick!',
        created_at: '2026-11-11T09:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/vendorreviewcomment/${review.id}`,
      headers: vendor.auth,
      payload: { rating: 5, comment: 'Thank you, see you soon!' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(client.authorization).toBeTruthy();

    const body = (await page(vendor.profileLink)).body;
    expect(body).toContain('<b>Tolurev A.</b>');
    expect(body).toContain('Neat and quick!');
    expect(body).toContain('<b>Reply from Chioma Braids 1:</b> Thank you, see you soon!');
    expect(body).toContain('5.0 (1 review)');
    // Nothing else of the client's: not the surname, e-mail, phone, booking or note.
    for (const secret of ['Ade', 'customerrev@example.ng', '2348031112222', 'REF-SECRET-1', 'scalp'])
      expect(body).not.toContain(secret);
  });

  it('says plainly when a shop takes no bookings, and 404s a link that leads nowhere', async () => {
    const missing = await page('no-such-shop');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<h1>Shop not found</h1>');
    expect(meta(missing.body, 'robots')).toBe('noindex,nofollow');

    const states: Record<string, number>[] = [{ account_active: 1 }, { disabled: 1 }, { register_status: 0 }];
    for (const state of states) {
      await setUser(state);
      const closed = await page(vendor.profileLink);
      expect(closed.statusCode).toBe(200);
      expect(closed.body).toContain('<h1>Chioma Braids 1 is not taking bookings</h1>');
      expect(meta(closed.body, 'robots')).toBe('noindex,nofollow');
      expect(closed.body).not.toContain('Wash &amp; Set');
      await setUser({ account_active: 0, disabled: 0, register_status: 1 });
    }
  });

  it('leads to the customer product the operator names (CUSTOMER_APP_URL), so shared links keep working', async () => {
    const other = await createTestApp({}, { CUSTOMER_APP_URL: 'https://book.example.ng/' });
    try {
      const res = await other.app.inject({ url: '/shop/glow-beauty' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://book.example.ng/shop/glow-beauty');
    } finally {
      await other.close();
    }
  });

  it('shows the demo shop whole: its cover, logo and studio, its reviews and the reply', async () => {
    expect(await seedDemo(t.app.container, randomDemoPassword())).toBe(true);
    const res = await page('glow-beauty-lounge');
    expect(res.statusCode).toBe(200);
    const images = [...res.body.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(6);
    expect(images.filter((i) => i.includes('loading="lazy"'))).toHaveLength(4);
    expect(res.body).toContain('Comes to you · ₦3,000 home service fee');
    expect(res.body).toContain('Bridal Make-up');
    expect(res.body).toMatch(/Reply from Glow Beauty Lounge:<\/b> Thank you!/);
    for (const image of images) {
      const src = image.match(/src="([^"]+)"/)![1]!;
      expect((await t.app.inject({ url: src })).statusCode).toBe(200);
    }
  });

  it('lists the shops that chose to be found at /shop, and finds one by a part of its name', async () => {
    const other = await vendorWithServices(t, 2);
    let body = (await t.app.inject({ url: '/shop' })).body;
    expect(body).toContain(`<a href="/shop/${vendor.profileLink}"><b>Chioma Braids 1</b></a>`);
    expect(body).toContain('Chioma Braids 2');
    expect(body).toContain('Hair Salon · 4 Awolowo Road, Ikoyi, Lagos');

    body = (await t.app.inject({ url: '/shop?q=BRAIDS%202' })).body;
    expect(body).toContain('Chioma Braids 2');
    expect(body).not.toContain('Chioma Braids 1');
    // A wildcard is only a character here.
    expect((await t.app.inject({ url: '/shop?q=%25' })).body).toContain('No shop by that name.');
    expect((await t.app.inject({ url: '/shop?q=s_2' })).body).toContain('No shop by that name.');

    // Hidden from search or not taking bookings: not listed, though the link still works for the first.
    await setUser({ search_visibility: 0 });
    await t.app.container.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', other.userId)
      .execute();
    body = (await t.app.inject({ url: '/shop' })).body;
    expect(body).toContain('No shops are listed yet.');
    expect((await page(vendor.profileLink)).statusCode).toBe(200);
  });
});
