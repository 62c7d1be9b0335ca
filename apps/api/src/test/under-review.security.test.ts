import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, createTestApp, customer, type TestApp, vendorWithServices } from './harness.ts';

// Issue 10: what an account under review may not do is decided in one place, for every such write.
let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
beforeAll(async () => {
  t = await createTestApp();
  vendor = await vendorWithServices(t);
  await t.app.container.db
    .updateTable('users')
    .set({ account_active: 1 })
    .where('id', '=', vendor.userId)
    .execute();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: vendor.auth, ...(payload ? { payload } : {}) });

describe('an account under review', () => {
  it('cannot move money out, redirect it, or change what its shop shows', async () => {
    const refused: [Parameters<typeof call>[0], string, string][] = [
      ['POST', 'withdrawalrequest', MSG.withdrawalsPaused],
      ['POST', 'bankaccounts', MSG.accountUnderReview],
      ['DELETE', 'bankaccounts/1', MSG.accountUnderReview],
      ['POST', 'services', MSG.accountUnderReview],
      ['PUT', `services/${vendor.fixed}`, MSG.accountUnderReview],
      ['DELETE', `services/${vendor.fixed}`, MSG.accountUnderReview],
      ['POST', 'bundles', MSG.accountUnderReview],
      ['POST', 'addons', MSG.accountUnderReview],
      ['POST', 'workspace-images', MSG.accountUnderReview],
      ['PUT', 'settings/business', MSG.accountUnderReview],
      ['PUT', 'settings/hours', MSG.accountUnderReview],
      ['POST', 'settings/days-off', MSG.accountUnderReview],
      ['PUT', 'settings/location', MSG.accountUnderReview],
      ['PUT', 'settings/booking-rules', MSG.accountUnderReview],
      ['PUT', 'settings/cancellation-policy', MSG.accountUnderReview],
      ['POST', 'vendaddsocialremains', MSG.accountUnderReview],
    ];
    for (const [method, url, message] of refused) {
      const res = await call(method, url, {});
      expect([`${method} ${url}`, res.statusCode, res.json()]).toEqual([
        `${method} ${url}`,
        403,
        { success: false, message },
      ]);
    }
    const services = await t.app.container.db.selectFrom('services').select('id').execute();
    expect(services).toHaveLength(2);
  });

  it('still serves its customers, reads its dashboard and keeps its own account safe', async () => {
    const alice = await customer(t, 'alice');
    const booked = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
    ]);
    expect(booked.statusCode).toBe(201);
    const id = booked.json().bookings[0].id as number;
    expect((await call('GET', `acceptBooking/${id}`)).statusCode).toBe(200);
    expect((await call('GET', 'getUserWallet')).statusCode).toBe(200);
    expect((await call('GET', 'getVendorNotice')).statusCode).toBe(200);
    const password = await call('PUT', 'settings/password', {
      current_password: 'Secret@123',
      password: 'Better@456',
      c_password: 'Better@456',
    });
    expect(password.statusCode).toBe(200);
  });
});
