import type { UserDetails } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { soundOn } from '../../../lib/arrivalSound.ts';
import { applyDetails, resetSession, setUser } from '../../../lib/session.ts';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import NotificationPage from './NotificationPage.tsx';

beforeEach(() => localStorage.clear());

/** Issue 34: the arrival chime is on by default, and the provider turns it off on this device. */
describe('the sound switch', () => {
  it('says it is kept on this device, and turns the chime off and on again', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderUi(
      <MemoryRouter>
        <NotificationPage />
      </MemoryRouter>,
    );
    const sound = await screen.findByRole('switch', { name: 'Sound for new bookings and messages' });
    expect(screen.getByText(/kept on this device only/)).toBeTruthy();
    expect((sound as HTMLInputElement).checked).toBe(true);
    expect(soundOn()).toBe(true);

    await user.click(sound);
    expect((sound as HTMLInputElement).checked).toBe(false);
    expect(soundOn()).toBe(false);
    await user.click(sound);
    expect(soundOn()).toBe(true);
  });
});

/** A browser with the Push API: its permission answer, and the subscription it makes. */
function pushBrowser(permission: NotificationPermission) {
  const subscribed: { options?: PushSubscriptionOptionsInit; app?: string } = {};
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
    unsubscribe: async () => true,
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      subscribed.options = options;
      current = subscription;
      return subscription;
    },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: async () => {
      (globalThis.Notification as { permission: string }).permission = permission;
      return permission;
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  // Where the page records, for the worker, which app subscribed (public/push-sw.js).
  vi.stubGlobal('caches', {
    open: async () => ({
      put: async (_key: string, response: Response) => {
        subscribed.app = await response.text();
      },
    }),
  });
  return subscribed;
}

/** Issue 34: the push switch is SPEC's setting and this browser's subscription together. */
describe('the push switch', () => {
  beforeEach(() => {
    resetSession();
    setUser({ userId: 1, token: 'token-1', regStatus: true });
    applyDetails({
      email_notification: true,
      push_notification: true,
      search_visibility: true,
    } as UserDetails);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  const renderPage = () =>
    renderUi(
      <MemoryRouter>
        <NotificationPage />
      </MemoryRouter>,
    );

  it('subscribes this browser with the server key and saves the setting, when allowed', async () => {
    const subscribed = pushBrowser('granted');
    const calls = fakeApi({
      'GET push/key': { success: true, public_key: 'server-key' },
      'POST push/subscriptions': { success: true, message: 'Push notifications are on for this device.' },
      'PUT settings/notifications': { success: true, message: 'Details saved' },
      'GET getuserdetails/1': [[{ push_notification: true }]],
    });
    const user = userEvent.setup();
    renderPage();
    const push = await screen.findByRole('switch', { name: 'Push notifications' });
    // The setting is on, but this browser takes no pushes yet.
    await waitFor(() => expect((push as HTMLInputElement).disabled).toBe(false));
    expect((push as HTMLInputElement).checked).toBe(false);
    await user.click(push);
    await waitFor(() => expect((push as HTMLInputElement).checked).toBe(true));
    expect(subscribed.options).toEqual({ userVisibleOnly: true, applicationServerKey: 'server-key' });
    // Its pushes open on the dashboard when no app is open.
    expect(subscribed.app).toBe('dashboard');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        'push/subscriptions',
        {
          endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        },
      ],
      [
        'PUT',
        'settings/notifications',
        { email_notification: true, push_notification: true, search_visibility: true },
      ],
    ]);
  });

  it('saves nothing when the browser refuses, and says how to allow it', async () => {
    pushBrowser('denied');
    const calls = fakeApi({});
    const user = userEvent.setup();
    renderPage();
    const push = await screen.findByRole('switch', { name: 'Push notifications' });
    await waitFor(() => expect((push as HTMLInputElement).disabled).toBe(false));
    await user.click(push);
    expect(await screen.findAllByText(/Notifications are blocked for this site/)).not.toHaveLength(0);
    expect((push as HTMLInputElement).checked).toBe(false);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
