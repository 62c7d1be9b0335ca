import { DISPUTE_REASONS, LIMITS, MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  bookPaid,
  createTestApp,
  customer,
  JPG,
  lastCode,
  PNG,
  savedADayAgo,
  signUp,
  type TestApp,
  validSignUp,
  vendorWithServices,
} from './harness.ts';
import { storedBytes } from './stored-files.ts';

/**
 * Apps written for the original server post forms (issue 11): every SPEC §7 POST answers a
 * form-urlencoded and a multipart body exactly as it answers the same fields in JSON; files in
 * multipart become the data URLs the JSON API takes, and go through the same image checks.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Encoding = 'json' | 'form' | 'multipart';
const ENCODINGS: Encoding[] = ['json', 'form', 'multipart'];
type Fields = Record<string, unknown>;

const dataUrlBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
const dataUrlType = (dataUrl: string) => dataUrl.slice(5, dataUrl.indexOf(';'));

/** Bytes and content type of a multipart body, as a browser or a phone would send it. */
async function multipartOf(fields: Fields, files: string[] = []) {
  const form = new FormData();
  const add = (name: string, key: string, value: unknown) => {
    if (files.includes(key) && typeof value === 'string' && value.startsWith('data:')) {
      const type = dataUrlType(value);
      form.append(name, new Blob([dataUrlBytes(value)], { type }), type === 'image/png' ? 'a.png' : 'a.jpg');
    } else form.append(name, String(value));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, key, item);
    else if (value !== undefined) add(key, key, value);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

function formOf(fields: Fields) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else if (value !== undefined) params.append(key, String(value));
  }
  return params.toString();
}

/** POSTs `fields` to `url` as JSON, urlencoded form fields or multipart (`files` as file parts). */
async function send(
  encoding: Encoding,
  url: string,
  fields: Fields,
  headers: Record<string, string> = {},
  files: string[] = [],
) {
  if (encoding === 'json') return t.app.inject({ method: 'POST', url, headers, payload: fields });
  if (encoding === 'form') {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: formOf(fields),
    });
  }
  const { payload, contentType } = await multipartOf(fields, files);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
}

/** An answer without what differs from one account to the next (tokens, ids). */
const stable = (body: Record<string, unknown>) => ({
  ...body,
  ...(typeof body.token === 'string' ? { token: '<token>' } : {}),
  ...(typeof body.reset_token === 'string' ? { reset_token: '<token>' } : {}),
  ...(typeof body.userId === 'number' ? { userId: '<id>' } : {}),
  ...(typeof body.withdrawal_id === 'number' ? { withdrawal_id: '<id>' } : {}),
});

/**
 * Runs one call per encoding, each on its own fresh subject (`prepare(i)`: a new booking,
 * vendor, review …), and expects the same status and answer from all three.
 */
async function sameAnswers(
  prepare: (i: number) => Promise<{ url: string; fields: Fields; headers?: Record<string, string> }>,
  files: string[] = [],
) {
  const answers = [];
  for (const [i, encoding] of ENCODINGS.entries()) {
    const { url, fields, headers } = await prepare(i);
    const res = await send(encoding, url, fields, headers, files);
    answers.push({ encoding, status: res.statusCode, body: stable(res.json()) });
  }
  const [json, ...forms] = answers;
  for (const form of forms) expect({ ...form, encoding: 'json' }).toEqual(json);
  return answers;
}

/** A vendor with services, a customer and `n` bookings of Saturday at 10:00, 12:00, 14:00 … */
async function bookings(n: number) {
  const vendor = await vendorWithServices(t, 1);
  const alice = await customer(t, 'alice');
  const list: { id: number; reference: string }[] = [];
  for (let i = 0; i < n; i++) {
    const res = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: `${10 + 2 * i}:00` },
    ]);
    if (res.statusCode !== 201) throw new Error(res.body);
    list.push(res.json().bookings[0]);
  }
  return { vendor, alice, list };
}

const attachmentFile = (name: string) => storedBytes(t, `attachments/${name}`);

describe('every SPEC §7 POST takes JSON, form fields and multipart alike', () => {
  it('cancelvendorBooking/{id}: comment and a JPG attachment as a file, stored re-encoded as from JSON', async () => {
    const { vendor, list } = await bookings(3);
    const answers = await sameAnswers(
      async (i) => {
        const id = list[i]!.id;
        const accepted = await t.app.inject({ url: `/api/acceptBookingall/${id}`, headers: vendor.auth });
        expect(accepted.statusCode).toBe(200);
        return {
          url: `/api/cancelvendorBooking/${id}`,
          headers: vendor.auth,
          fields: { comment: 'Power outage', attachment: JPG },
        };
      },
      ['attachment'],
    );
    expect(answers[0]).toMatchObject({ status: 200, body: { success: true, message: MSG.bookingUpdated } });
    const rows = await t.app.container.db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        list.map((b) => b.id),
      )
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const all = (
      await t.app.inject({ url: `/api/getallbookingsbydate/${vendor.userId}`, headers: vendor.auth })
    ).json().bookings as { id: number; cancelcomment: { comment: string; attachment: string }[] }[];
    const names = list.map((b) => all.find((row) => row.id === b.id)!.cancelcomment[0]!.attachment);
    for (const name of names) expect(name).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const stored = await Promise.all(names.map(attachmentFile));
    expect(stored[1]!.equals(stored[0]!)).toBe(true);
    expect(stored[2]!.equals(stored[0]!)).toBe(true);
  });

  it('addingdisputevendor/{reference}/user: comment and a PNG attachment as a file', async () => {
    const { vendor, list } = await bookings(3);
    const answers = await sameAnswers(
      async (i) => ({
        url: `/api/addingdisputevendor/${list[i]!.reference}/user`,
        headers: vendor.auth,
        fields: { comment: DISPUTE_REASONS[0], attachment: PNG },
      }),
      ['attachment'],
    );
    expect(answers[0]).toMatchObject({ status: 200, body: { success: true, message: MSG.disputeSubmitted } });
    const rows = await t.app.container.db.selectFrom('disputes').select('attachment').orderBy('id').execute();
    expect(rows).toHaveLength(3);
    const stored = await Promise.all(rows.map((r) => attachmentFile(r.attachment!)));
    expect(rows[2]!.attachment).toMatch(/\.png$/);
    expect(stored[1]!.equals(stored[0]!)).toBe(true);
    expect(stored[2]!.equals(stored[0]!)).toBe(true);
  });

  it('vendorreviewcomment/{reviewId}: comment and rating', async () => {
    const { vendor, alice, list } = await bookings(3);
    const reviewIds: number[] = [];
    for (const b of list) {
      await t.app.container.db
        .updateTable('bookings')
        .set({ status: 'awaiting review' })
        .where('id', '=', b.id)
        .execute();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/customer/bookings/${b.id}/review`,
        headers: alice,
        payload: { rating: 5, comment: 'Lovely braids' },
      });
      expect(res.statusCode).toBe(201);
      const row = await t.app.container.db
        .selectFrom('reviews')
        .select('id')
        .where('booking_id', '=', b.id)
        .executeTakeFirstOrThrow();
      reviewIds.push(row.id);
    }
    const answers = await sameAnswers(async (i) => ({
      url: `/api/vendorreviewcomment/${reviewIds[i]}`,
      headers: vendor.auth,
      fields: { comment: 'Thank you for coming!', rating: 5 },
    }));
    expect(answers[0]!.status).toBe(200);
    const replies = (await t.app.inject({ url: '/api/getUserReviews', headers: vendor.auth })).json()['0'];
    for (const review of replies) {
      expect(review.vendorcommentreview).toEqual([{ rating: 5, comment: 'Thank you for coming!' }]);
    }
  });

  it('withdrawalrequest: payment_info_id', async () => {
    const alice = await customer(t, 'alice');
    const answers = await sameAnswers(async (i) => {
      const vendor = await vendorWithServices(t, i + 1);
      const paid = await bookPaid(
        t,
        alice,
        vendor.userId,
        [{ service_id: vendor.fixed, date: '2026-11-21', time: '10:00' }],
        8000,
      );
      const id = paid.bookings[0]!.id;
      await t.app.container.db
        .updateTable('bookings')
        .set({ status: 'awaiting review' })
        .where('id', '=', id)
        .execute();
      await t.app.inject({
        method: 'POST',
        url: `/api/customer/bookings/${id}/review`,
        headers: alice,
        payload: { rating: 5, comment: 'Lovely' },
      });
      await t.app.container.db
        .updateTable('users')
        .set({
          nin_verified: 1,
          email_verified_at: '2026-11-01T00:00:00Z',
          phone_verified_at: '2026-11-01T00:00:00Z',
        })
        .where('id', '=', vendor.userId)
        .execute();
      const account = await t.app.inject({
        method: 'POST',
        url: '/api/bankaccounts',
        headers: vendor.auth,
        payload: { bank_code: '058', account_no: '0123456785', account_name: 'Chioma Eze' },
      });
      await savedADayAgo(t, account.json().id);
      return {
        url: '/api/withdrawalrequest',
        headers: vendor.auth,
        fields: { payment_info_id: account.json().id },
      };
    });
    expect(answers[0]).toMatchObject({ status: 200, body: { message: MSG.withdrawalSubmitted } });
    expect(await t.app.container.db.selectFrom('withdrawals').select('id').execute()).toHaveLength(3);
  });

  it('checkforgetemail and checktoken: email, then _method, userid and token', async () => {
    const vendors: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let i = 1; i <= 3; i++) vendors.push(await signUp(t.app, i));
    const sent = await sameAnswers(async (i) => ({
      url: '/api/checkforgetemail',
      fields: { email: validSignUp(i + 1).email },
    }));
    expect(sent[0]).toMatchObject({ status: 200, body: { message: MSG.tokenSentEmail } });
    const checked = await sameAnswers(async (i) => {
      const email = validSignUp(i + 1).email;
      return {
        url: '/api/checktoken',
        fields: { _method: 'patch', userid: email, token: lastCode(t.mails, email) },
      };
    });
    expect(checked[0]).toMatchObject({
      status: 202,
      body: { message: MSG.tokenAccepted, reset_token: '<token>' },
    });
  });

  it('sendoptphone and checksmstoken: phone_number, then _method, userid and token', async () => {
    const vendors: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let i = 1; i <= 3; i++) vendors.push(await signUp(t.app, i));
    const sent = await sameAnswers(async (i) => ({
      url: '/api/sendoptphone',
      headers: vendors[i]!.auth,
      fields: { phone_number: validSignUp(i + 1).phone_number },
    }));
    expect(sent[0]).toMatchObject({ status: 200, body: { message: MSG.tokenSentPhone } });
    const checked = await sameAnswers(async (i) => ({
      url: '/api/checksmstoken',
      headers: vendors[i]!.auth,
      fields: {
        _method: 'patch',
        userid: vendors[i]!.userId,
        token: lastCode(t.smses, validSignUp(i + 1).phone_number),
      },
    }));
    expect(checked[0]!.status).toBe(202);
  });

  it('checkemail: email (existing and new)', async () => {
    await signUp(t.app, 1);
    const known = await sameAnswers(async () => ({
      url: '/api/checkemail',
      fields: { email: validSignUp(1).email },
    }));
    expect(known[0]).toMatchObject({ status: 200, body: { message: MSG.accountExists } });
    const fresh = await sameAnswers(async () => ({
      url: '/api/checkemail',
      fields: { email: 'new@example.ng' },
    }));
    expect(fresh[0]).toMatchObject({ status: 401, body: { message: MSG.emailAvailable } });
  });

  it('registerpartone: every sign-up field, with and without a referral code', async () => {
    const answers = await sameAnswers(async (i) => ({
      url: '/api/registerpartone',
      fields: validSignUp(i + 1),
    }));
    expect(answers[0]!.status).toBe(201);
    const refused = await sameAnswers(async (i) => ({
      url: '/api/registerpartone',
      fields: { ...validSignUp(i + 10), c_password: 'Other@123', referralCode: '' },
    }));
    expect(refused[0]!.status).toBe(400);
  });

  it('vendaddsocialremains: business_name, phone_number and gender', async () => {
    const answers = await sameAnswers(async (i) => {
      const vendor = await signUp(t.app, i + 1);
      return {
        url: '/api/vendaddsocialremains',
        headers: vendor.auth,
        fields: { business_name: `Bola Cuts ${i}`, phone_number: `0805555666${i}`, gender: 'Male' },
      };
    });
    expect(answers[0]!.status).toBeLessThan(500);
  });

  it('login: email and password, right and wrong', async () => {
    await signUp(t.app, 1);
    const { email, password } = validSignUp(1);
    const ok = await sameAnswers(async () => ({ url: '/api/login', fields: { email, password } }));
    expect(ok[0]).toMatchObject({ status: 200, body: { success: true, token: '<token>' } });
    const wrong = await sameAnswers(async () => ({
      url: '/api/login',
      fields: { email, password: 'Wrong@123' },
    }));
    expect(wrong[0]!.status).toBe(401);
  });

  it('businesssetup: booleans as 1/true and images[] as files', async () => {
    const answers = await sameAnswers(
      async (i) => {
        const vendor = await signUp(t.app, i + 1);
        return {
          url: '/api/businesssetup',
          headers: vendor.auth,
          fields: {
            business_category: 1,
            business_address: '4 Awolowo Road, Ikoyi, Lagos',
            business_description: 'Braids and nails',
            home_service: true,
            my_place: false,
            images: [PNG, JPG],
          },
        };
      },
      ['images'],
    );
    expect(answers[0]!.status).toBe(200);
    const images = await t.app.container.db.selectFrom('business_images').selectAll().execute();
    expect(images).toHaveLength(6);
    // `1`/`0` as Laravel forms send them, and one image under its plain name.
    const vendor = await signUp(t.app, 9);
    const { payload, contentType } = await multipartOf(
      {
        business_category: '1',
        business_address: '4 Awolowo Road',
        business_description: 'Nails',
        home_service: '0',
        my_place: '1',
        images: PNG,
      },
      ['images'],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesssetup',
      headers: { ...vendor.auth, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('numbers from forms', () => {
  let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
  let reviewId: number;
  beforeEach(async () => {
    const setup = await bookings(1);
    vendor = setup.vendor;
    const id = setup.list[0]!.id;
    await t.app.container.db
      .updateTable('bookings')
      .set({ status: 'awaiting review' })
      .where('id', '=', id)
      .execute();
    await t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${id}/review`,
      headers: setup.alice,
      payload: { rating: 4, comment: 'Good' },
    });
    reviewId = (
      await t.app.container.db
        .selectFrom('reviews')
        .select('id')
        .where('booking_id', '=', id)
        .executeTakeFirstOrThrow()
    ).id;
  });
  const reply = (encoding: Encoding, rating: unknown) =>
    send(encoding, `/api/vendorreviewcomment/${reviewId}`, { comment: 'Thank you!', rating }, vendor.auth);

  it('takes rating "5" in JSON and rating=5 as a form field', async () => {
    const res = await reply('json', '5');
    expect(res.statusCode).toBe(200);
    const replies = (await t.app.inject({ url: '/api/getUserReviews', headers: vendor.auth })).json()['0'];
    expect(replies[0].vendorcommentreview).toEqual([{ rating: 5, comment: 'Thank you!' }]);
  });

  it.each(ENCODINGS)('takes rating=5 as %s', async (encoding) => {
    expect((await reply(encoding, 5)).statusCode).toBe(200);
  });

  it.each(ENCODINGS)(
    'still refuses a rating that is not a number, empty or not whole (%s)',
    async (encoding) => {
      for (const [rating, message] of [
        ['five', MSG.ratingMin],
        ['', MSG.ratingMin],
        ['5 stars', MSG.ratingMin],
        ['4.5', MSG.ratingWhole],
        ['0', MSG.ratingMin],
        ['9', MSG.ratingMax],
      ] as const) {
        const res = await reply(encoding, rating);
        expect(res.statusCode, `${rating}`).toBe(400);
        expect(res.json(), `${rating}`).toMatchObject({
          success: false,
          message,
          errors: { rating: message },
        });
      }
      const missing = await send(
        encoding,
        `/api/vendorreviewcomment/${reviewId}`,
        { comment: 'Thank you!' },
        vendor.auth,
      );
      expect(missing.json().message).toBe(MSG.ratingMin);
    },
  );
});

describe('multipart refusals', () => {
  let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
  let bookingId: number;
  beforeEach(async () => {
    const setup = await bookings(1);
    vendor = setup.vendor;
    bookingId = setup.list[0]!.id;
    await t.app.inject({ url: `/api/acceptBookingall/${bookingId}`, headers: vendor.auth });
  });
  const cancel = (
    payload: Buffer | string,
    contentType: string,
    headers: Record<string, string> = vendor.auth,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cancelvendorBooking/${bookingId}`,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  const status = async () =>
    (
      await t.app.container.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).status;

  it('answers a 3 MB file with the same 400 as an oversized image in JSON', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    dataUrlBytes(PNG).copy(big);
    const dataUrl = `data:image/png;base64,${big.toString('base64')}`;
    const { payload, contentType } = await multipartOf({ comment: 'Closed', attachment: dataUrl }, [
      'attachment',
    ]);
    const res = await cancel(payload, contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MSG.badImage, errors: { attachment: MSG.badImage } });
    expect(await status()).toBe('approved');

    // Just over the limit, to the dispute route (which adds `error: true` to every refusal).
    const over = Buffer.alloc(LIMITS.imageMaxBytes + 1, 7);
    dataUrlBytes(JPG).copy(over);
    const reference = (
      await t.app.container.db
        .selectFrom('bookings')
        .select('reference')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).reference;
    const dispute = await multipartOf(
      { comment: DISPUTE_REASONS[1], attachment: `data:image/jpeg;base64,${over.toString('base64')}` },
      ['attachment'],
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/addingdisputevendor/${reference}/user`,
      headers: { ...vendor.auth, 'content-type': dispute.contentType },
      payload: dispute.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: MSG.badImage });
  });

  it('refuses a file that is no image with the JSON answer', async () => {
    const fake = `data:image/png;base64,${Buffer.from('not png').toString('base64')}`;
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/cancelvendorBooking/${bookingId}`,
      headers: vendor.auth,
      payload: { comment: 'Closed', attachment: fake },
    });
    const { payload, contentType } = await multipartOf({ comment: 'Closed', attachment: fake }, [
      'attachment',
    ]);
    const form = await cancel(payload, contentType);
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual(json.json());
    expect(await status()).toBe('approved');
  });

  it('answers broken multipart 4xx in our shape', async () => {
    const { payload, contentType } = await multipartOf({ comment: 'Closed', attachment: PNG }, [
      'attachment',
    ]);
    const cases: [string, Buffer | string, string][] = [
      ['no boundary', payload, 'multipart/form-data'],
      ['truncated', payload.subarray(0, payload.length - 30), contentType],
      ['cut inside a part header', payload.subarray(0, 60), contentType],
      ['garbage', 'this is not multipart', contentType],
      [
        'too many fields',
        (await multipartOf(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, 'x'])))).payload,
        '',
      ],
      ['a field far too large', (await multipartOf({ comment: 'x'.repeat(3 * 1024 * 1024) })).payload, ''],
    ];
    const answers: string[] = [];
    for (const [name, body, type] of cases) {
      const boundaryType = type || `multipart/form-data; boundary=${/boundary=(.+)$/.exec(contentType)![1]}`;
      // The generated bodies have their own boundary: read it from the body itself.
      const ownBoundary =
        Buffer.isBuffer(body) && !type ? body.subarray(2, body.indexOf('\r\n')).toString() : null;
      const res = await cancel(
        body,
        ownBoundary ? `multipart/form-data; boundary=${ownBoundary}` : boundaryType,
      );
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.json(), name).toEqual({ success: false, message: expect.any(String) });
      answers.push(`${name}: ${res.statusCode} ${res.json().message}`);
      expect(Object.values(MSG), name).toContain(res.json().message);
    }
    expect(answers).toEqual([
      `no boundary: 400 ${MSG.badMultipart}`,
      `truncated: 400 ${MSG.badMultipart}`,
      `cut inside a part header: 400 ${MSG.badMultipart}`,
      `garbage: 400 ${MSG.badMultipart}`,
      `too many fields: 413 ${MSG.multipartTooManyParts}`,
      `a field far too large: 413 ${MSG.bodyTooLarge}`,
    ]);
    expect(await status()).toBe('approved');
  });

  it('answers a multipart body without a token 401 before reading it', async () => {
    const { payload, contentType } = await multipartOf({ comment: 'Closed', attachment: PNG }, [
      'attachment',
    ]);
    const res = await cancel(payload, contentType, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
    const broken = await cancel('garbage', 'multipart/form-data', {});
    expect(broken.statusCode).toBe(401);
    expect(await status()).toBe('approved');
  });
});
