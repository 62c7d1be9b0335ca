import { MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  createTestApp,
  customer,
  signUp,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
});
afterEach(() => t.close());

const put = (url: string, payload: object, headers = vendor.auth) =>
  t.app.inject({ method: 'PUT', url: `/api/settings/${url}`, headers, payload });
const details = async () =>
  (await t.app.inject({ url: `/api/getuserdetails/${vendor.userId}`, headers: vendor.auth })).json()[0][0];
// The clock is Friday 2026-11-20 10:00 Lagos; Saturday is day 5.
const saturday = (time: string, service_id = vendor.fixed) => [{ service_id, date: '2026-11-21', time }];

describe('business settings', () => {
  it('saves business info and refuses bad links', async () => {
    const ok = await put('business', {
      business_name: 'Chioma Hair Lounge',
      business_description: 'Braids',
      business_category: 2,
      instagram: 'https://instagram.com/chioma',
      facebook: '',
      twitter: null,
    });
    expect(ok.json()).toEqual({ success: true, message: MSG.detailsSaved });
    expect(await details()).toMatchObject({
      business_name: 'Chioma Hair Lounge',
      instagram: 'https://instagram.com/chioma',
    });
    const bad = await put('business', { business_name: 'X', business_category: 2, instagram: 'instagram' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.instagram).toMatch(/full link/);
  });

  it('sets hours with breaks that the booking engine obeys, and refuses overlapping breaks', async () => {
    const overlap = await put('hours', {
      days: [
        {
          day: 5,
          open_time: '09:00',
          close_time: '17:00',
          breaks: [
            { start_time: '12:00', end_time: '13:00' },
            { start_time: '12:30', end_time: '13:30' },
          ],
        },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(
      (await put('hours', { days: [{ day: 5, open_time: '18:00', close_time: '09:00' }] })).statusCode,
    ).toBe(400);
    const ok = await put('hours', {
      days: [
        {
          day: 5,
          open_time: '10:00',
          close_time: '16:00',
          breaks: [{ start_time: '12:00', end_time: '13:00' }],
        },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const alice = await customer(t, 'a');
    expect((await book(t, alice, vendor.userId, saturday('09:00'))).json().message).toMatch(
      /closed at this time/,
    );
    expect((await book(t, alice, vendor.userId, saturday('12:00'))).json().message).toMatch(/break/);
    expect((await book(t, alice, vendor.userId, saturday('13:00'))).statusCode).toBe(201);
    const monday = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-23', time: '10:00' },
    ]);
    expect(monday.json().message).toMatch(/closed at this time/);
  });

  it('adds and removes days off, which close the day for customers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/days-off',
      headers: vendor.auth,
      payload: { date: '2026-11-21', reason: 'Wedding' },
    });
    expect(res.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/settings/days-off',
      headers: vendor.auth,
      payload: { date: '2026-11-21' },
    });
    expect(again.json().errors.date).toBe('That day is already off');
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/settings/days-off',
      headers: vendor.auth,
      payload: { date: '2026-11-01' },
    });
    expect(past.statusCode).toBe(422);
    const alice = await customer(t, 'a');
    expect((await book(t, alice, vendor.userId, saturday('10:00'))).json().message).toMatch(
      /closed on this day/,
    );
    const id = res.json().id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/settings/days-off/${id}`, headers: vendor.auth }))
        .statusCode,
    ).toBe(200);
    expect((await book(t, alice, vendor.userId, saturday('10:00'))).statusCode).toBe(201);
  });

  it('saves location and home-service fee, charged on home bookings', async () => {
    expect(
      (
        await put('location', {
          business_address: 'Yaba',
          home_service: false,
          my_place: false,
          home_service_fee: 0,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await put('location', {
          business_address: 'Yaba',
          home_service: true,
          my_place: true,
          home_service_fee: -5,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await put('location', {
          business_address: 'Yaba',
          home_service: true,
          my_place: true,
          home_service_fee: 2000,
        })
      ).statusCode,
    ).toBe(200);
    const alice = await customer(t, 'a');
    const res = await book(t, alice, vendor.userId, saturday('10:00'), {
      service_location: "At Client's Location",
      service_address: '3 Herbert Macaulay Way',
    });
    expect(res.json().bookings[0].home_service_fee).toBe(2000);
  });

  it('applies booking rules: automatic confirmation, notice, future window and avoid gaps', async () => {
    expect(
      (
        await put('booking-rules', {
          booking_window: -1,
          future_booking_window: 30,
          rescheduling: true,
          automatic_confirm_booking: true,
          avoid_gaps: false,
        })
      ).statusCode,
    ).toBe(400);
    await put('booking-rules', {
      booking_window: 0,
      future_booking_window: 2,
      rescheduling: true,
      automatic_confirm_booking: true,
      avoid_gaps: true,
    });
    const alice = await customer(t, 'a');
    const first = await book(t, alice, vendor.userId, saturday('09:00'));
    expect(first.json().bookings[0].booking_status).toBe('approved');
    expect((await book(t, alice, vendor.userId, saturday('11:00'))).json().message).toMatch(
      /right after another booking/,
    );
    expect((await book(t, alice, vendor.userId, saturday('10:00'))).statusCode).toBe(201);
    const far = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-25', time: '10:00' },
    ]);
    expect(far.json().message).toMatch(/at most 2 days ahead/);
  });

  it('refuses business changes of a restricted account', async () => {
    await t.app.container.db.updateTable('users').set({ account_active: 1 }).execute();
    expect(
      (
        await put('location', {
          business_address: 'Yaba',
          home_service: true,
          my_place: true,
          home_service_fee: 0,
        })
      ).statusCode,
    ).toBe(403);
    expect((await put('hours', { days: [] })).statusCode).toBe(403);
    expect(
      (
        await put('notifications', {
          email_notification: true,
          push_notification: true,
          search_visibility: true,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('personal, referral, notifications, security', () => {
  it('re-verifies a changed phone and refuses one in use', async () => {
    await t.app.container.db
      .updateTable('users')
      .set({ phone_verified_at: '2026-11-01T00:00:00Z' })
      .execute();
    const other = await signUp(t.app, 9);
    const taken = await put('personal', {
      full_name: 'Chioma Eze',
      gender: 'Female',
      phone_number: '08030000009',
    });
    expect(taken.json().errors.phone_number).toBe(MSG.phoneInUse);
    expect(other.userId).toBeGreaterThan(0);
    await put('personal', { full_name: 'Chioma A. Eze', gender: 'Female', phone_number: '08030000001' });
    expect((await details()).phone_verify_checker).toBe(true);
    await put('personal', { full_name: 'Chioma A. Eze', gender: 'Female', phone_number: '08123456789' });
    expect(await details()).toMatchObject({
      phone_verify_checker: false,
      phone_number: '08123456789',
      full_name: 'Chioma A. Eze',
    });
  });

  it('lists referred vendors with the share link', async () => {
    const code = (await details()).referral_code;
    await t.app.inject({
      method: 'POST',
      url: '/api/registerpartone',
      payload: {
        email: 'friend@example.ng',
        full_name: 'Friend',
        business_name: 'Friend Spa',
        phone_number: '08077777777',
        gender: 'Male',
        password: 'Secret@123',
        c_password: 'Secret@123',
        referralCode: code,
      },
    });
    const res = (await t.app.inject({ url: '/api/settings/referrals', headers: vendor.auth })).json();
    expect(res).toMatchObject({ code, link: `http://app.test/register?ref=${code}` });
    expect(res.referred).toEqual([
      { business_name: 'Friend Spa', joined_at: expect.any(String), completed: false },
    ]);
  });

  it('takes the shop out of the directory when search visibility is off (its link still works) and e-mails new bookings only when asked', async () => {
    const listed = async () =>
      (await t.app.inject({ url: '/shop' })).body.includes(`/shop/${vendor.profileLink}`);
    expect(await listed()).toBe(true);
    await put('notifications', {
      email_notification: false,
      push_notification: true,
      search_visibility: false,
    });
    expect(await listed()).toBe(false);
    // 'Turn off to be reachable by your link only.'
    expect((await t.app.inject({ url: `/api/customer/shop/${vendor.profileLink}` })).statusCode).toBe(200);
    const alice = await customer(t, 'a');
    await book(t, alice, vendor.userId, saturday('10:00'));
    expect(t.mails.filter((m) => m.to === 'vendor1@example.ng')).toHaveLength(0);
    await put('notifications', {
      email_notification: true,
      push_notification: true,
      search_visibility: true,
    });
    await book(t, alice, vendor.userId, saturday('12:00'));
    expect(t.mails.filter((m) => m.to === 'vendor1@example.ng')).toHaveLength(1);
    expect(await listed()).toBe(true);
  });

  it('changes the password with the current one and signs out every other session', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'vendor1@example.ng', password: 'Secret@123' },
    });
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    const wrong = await put('password', {
      current_password: 'Nope@123',
      password: 'Newpass@1',
      c_password: 'Newpass@1',
    });
    expect(wrong.json().errors.current_password).toBe('Your current password is not correct');
    expect(
      (await put('password', { current_password: 'Secret@123', password: 'weak', c_password: 'weak' })).json()
        .errors.password,
    ).toBe(MSG.passwordMin);
    expect(
      (
        await put('password', {
          current_password: 'Secret@123',
          password: 'Newpass@1',
          c_password: 'Newpass@1',
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/getVendorNotice', headers: otherAuth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/getVendorNotice', headers: vendor.auth })).statusCode).toBe(200);
  });
});
