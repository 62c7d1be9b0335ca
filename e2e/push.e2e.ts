import { appBookingLink, bookingLink, formatDetails, pushApi } from '@app/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePushService, startFakePushService } from '../apps/api/src/test/fake-push-service.ts';
import { customerSession, nextOpenDay, seeToast } from './support/bookings.ts';
import { snap } from './support/browser.ts';
import { DEMO, useJourney } from './support/fixture.ts';
import { submitSignIn } from './support/flows.ts';

/**
 * Issue 34, 'never silent' by Web Push. Headless Chromium has no way to its real push service
 * (FCM is on the internet), so `pushManager.subscribe` cannot register there. The journey replaces
 * that one browser call, and only it: its subscription is at a local push service (the same fake
 * the API tests use, which verifies the VAPID JWT and decrypts the aes128gcm payload with the
 * device's private key, made here as a browser makes it). Everything else is the product's: the
 * Settings switch asks permission, subscribes with the server's VAPID key and saves the
 * subscription; a customer's booking makes the server push, encrypted, to that endpoint; the
 * payload the fake decrypted is delivered to the real service worker by DevTools
 * (`ServiceWorker.deliverPushMessage`), which shows the notification; its click logic opens the
 * booking in the dashboard.
 */
describe('push journey', () => {
  let fake: FakePushService;
  let device: ReturnType<FakePushService['device']>;
  beforeAll(async () => {
    fake = await startFakePushService();
    device = fake.device('chromium');
  });
  afterAll(() => fake?.close());
  const journey = useJourney({ env: () => ({ PUSH_SERVICE_ORIGINS: fake.origin }) });

  /**
   * In the page, before the app (a script: the journeys have no DOM types): the browser's
   * subscribe, at the local push service, recording the key it was given.
   */
  const subscribeAtTheFake = (page: Page) =>
    page.addInitScript(`(() => {
      const endpoint = ${JSON.stringify(device.endpoint)};
      const keys = ${JSON.stringify(device.keys)};
      const calls = (window.pushSubscribeCalls = []);
      // The browser keeps its subscription across page loads; so does this stand-in.
      const KEPT = 'journey-push-subscribed';
      let subscribed = null;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        getKey: () => null,
        unsubscribe: async () => {
          subscribed = null;
          localStorage.removeItem(KEPT);
          return true;
        },
      };
      if (localStorage.getItem(KEPT)) subscribed = subscription;
      PushManager.prototype.subscribe = async function subscribe(options) {
        if (Notification.permission !== 'granted') throw new DOMException('Permission denied', 'NotAllowedError');
        calls.push(String(options.applicationServerKey));
        subscribed = subscription;
        localStorage.setItem(KEPT, '1');
        return subscription;
      };
      PushManager.prototype.getSubscription = async () => subscribed;
    })()`);

  it('turns push on for this browser from Settings, and a booking request reaches it, encrypted', async () => {
    const { page } = journey;
    await page.context().grantPermissions(['notifications'], { origin: journey.server.url });
    await subscribeAtTheFake(page);
    await journey.signIn(page);
    await page.goto('/dashboard/settings/notification');
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const push = page.getByRole('switch', { name: 'Push notifications' });
    // SPEC's setting is on for the demo vendor, but this browser takes no pushes yet.
    await expect.poll(() => push.isChecked()).toBe(false);
    await expect.poll(() => push.isEnabled()).toBe(true);
    await push.click({ force: true });
    await seeToast(page, 'Details saved');
    await expect.poll(() => push.isChecked()).toBe(true);
    await snap(page, 'push-settings-on');

    // The browser was asked to subscribe with the server's VAPID key.
    const vendor = await journey.demo();
    const { public_key } = await vendor.api.call(pushApi.key, undefined, { token: vendor.token });
    expect(await page.evaluate('window.pushSubscribeCalls')).toEqual([public_key]);

    const customer = await customerSession(journey.server.url, DEMO.customer.email, DEMO.customer.password);
    const day = nextOpenDay();
    const [booking] = await customer.book([{ service: 'Gel Manicure', date: day, time: '16:30' }]);
    await expect.poll(() => fake.received.length, { timeout: 15_000 }).toBe(1);
    expect(fake.refused).toEqual([]);
    const [received] = fake.received;
    expect(received!.k).toBe(public_key);
    expect(received!.payload).toEqual({
      title: 'New booking request',
      body: `${DEMO.customer.firstName} · Gel Manicure · ${formatDetails(booking!.starts_at)}`,
      url: bookingLink(booking!.id),
      app_url: appBookingLink(booking!.id),
      tag: `booking-${booking!.id}`,
    });
  });

  /**
   * The decrypted payload, delivered to the page's context's service worker by DevTools, as the
   * browser's push service would; the notifications it shows are read back.
   */
  const deliverPush = async (page: Page, payload: unknown) => {
    const cdp = await page.context().newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${journey.server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: journey.server.url,
      registrationId: await registration,
      data: JSON.stringify(payload),
    });
  };
  const shownIn = (page: Page) => () =>
    page.evaluate(`navigator.serviceWorker.ready
      .then((registration) => registration.getNotifications())
      .then((list) => list.map((n) => ({ title: n.title, body: n.body, url: n.data.url })))`);
  /** The notification's click, as the worker's notificationclick handler runs it. */
  const clickNotification = async (page: Page) => {
    const [worker] = page.context().serviceWorkers();
    await worker!.evaluate(`self.registration
      .getNotifications()
      .then(([notification]) => self.openPushNotification(notification))`);
  };

  it('the service worker shows the push, and its click opens the booking on the dashboard', async () => {
    const { page } = journey;
    const payload = fake.received[0]!.payload as { title: string; body: string; url: string };
    await deliverPush(page, payload);
    const shown = shownIn(page);
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: payload.title, body: payload.body, url: payload.url }]);
    await clickNotification(page);
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.waitFor();
    await details.getByText('Gel Manicure').first().waitFor();
    await page.waitForURL('**/dashboard/calendar');
    expect(await shown()).toEqual([]);
    await snap(page, 'push-click-opened-booking');
  });

  it('turning push off forgets this browser: the next request pushes nothing', async () => {
    const { page } = journey;
    await page
      .getByRole('dialog', { name: 'Appointment Details' })
      .getByRole('button', { name: 'Close' })
      .first()
      .click();
    await page.goto('/dashboard/settings/notification');
    const push = page.getByRole('switch', { name: 'Push notifications' });
    await expect.poll(() => push.isChecked()).toBe(true);
    await push.click({ force: true });
    await seeToast(page, 'Details saved');
    await expect.poll(() => push.isChecked()).toBe(false);
    const customer = await customerSession(journey.server.url, DEMO.customer.email, DEMO.customer.password);
    await customer.book([{ service: 'Gel Manicure', date: nextOpenDay(), time: '17:30' }]);
    await page.waitForTimeout(2_000);
    expect(fake.received).toHaveLength(1);
  });

  it('at 390 × 844, the phone app turns push on; a request pushed to it opens in the app and is accepted', async () => {
    const context = await journey.browser.newContext({
      baseURL: journey.server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await context.grantPermissions(['notifications'], { origin: journey.server.url });
      const phone = await context.newPage();
      await subscribeAtTheFake(phone);
      await phone.goto('/sign-in');
      await submitSignIn(phone, DEMO.vendor.email, DEMO.vendor.password);
      await phone.waitForURL('**/app');
      await phone.goto('/app#alerts');
      const push = phone.getByRole('switch', { name: /^Push notifications on this phone/ });
      await expect.poll(() => push.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await push.isChecked()).toBe(false);
      await push.click();
      await phone.locator('#toasts').getByText('Push notifications are on for this phone.').waitFor();
      await expect.poll(() => push.isChecked()).toBe(true);

      // Turned off on the dashboard before: turning it on here keeps SPEC's setting on again.
      const customer = await customerSession(journey.server.url, DEMO.customer.email, DEMO.customer.password);
      const [booking] = await customer.book([
        { service: 'Gel Manicure', date: nextOpenDay(), time: '15:30' },
      ]);
      await expect.poll(() => fake.received.length, { timeout: 15_000 }).toBe(2);
      const payload = fake.received[1]!.payload as { app_url: string };
      expect(payload.app_url).toBe(appBookingLink(booking!.id));
      // The app is open: the request also arrives live, as a toast with a chime.
      const arrival = phone.locator('#toasts .toast-arrival').filter({ hasText: 'New booking request' });
      await arrival.waitFor({ timeout: 15_000 });
      await snap(phone, 'phone-app-arrival-toast');
      await arrival.getByRole('button', { name: 'Close alert' }).click();

      await deliverPush(phone, payload);
      await expect.poll(shownIn(phone), { timeout: 10_000 }).toHaveLength(1);
      await clickNotification(phone);
      const sheet = phone.getByRole('dialog', { name: 'Appointment Details' });
      await sheet.getByText('Gel Manicure').first().waitFor();
      expect(new URL(phone.url()).pathname + new URL(phone.url()).search).toBe('/app');
      await snap(phone, 'phone-app-push-opened-request');
      await sheet.getByRole('button', { name: 'Accept' }).click();
      await phone.locator('#toasts').getByText('Booking Accepted').waitFor();
    } finally {
      await context.close();
    }
  });
});
