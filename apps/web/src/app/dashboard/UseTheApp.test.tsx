import type { AppConfig } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setUser } from '../../lib/session.ts';
import { fakeApi, renderUi } from '../../test/render.tsx';
import { UseTheApp } from './UseTheApp.tsx';

const IOS = 'https://apps.apple.com/ng/app/example-vendor/id1234567890';
const ANDROID = 'https://play.google.com/store/apps/details?id=ng.example.vendor';

const withApps = (vendor_apps: AppConfig['vendor_apps']) =>
  fakeApi({
    'GET app-config': {
      realtime_port: 6001,
      public_url: 'http://localhost:8080',
      tawk: null,
      social_sign_in: false,
      vendor_apps,
    } satisfies AppConfig,
  });

const storeLinks = () => screen.queryAllByRole('link').map((a) => a.getAttribute('href'));

/** SPEC §2: below 1100 px, only a 'Use the app on' page with links to the iOS and Android vendor apps. */
describe("'Use the app on'", () => {
  it('links to both stores when both are configured', async () => {
    withApps({ ios: IOS, android: ANDROID });
    renderUi(<UseTheApp />);
    expect((await screen.findByRole('link', { name: /iOS/ })).getAttribute('href')).toBe(IOS);
    expect(screen.getByRole('link', { name: /Android/ }).getAttribute('href')).toBe(ANDROID);
    expect(screen.getByRole('heading', { name: 'Use the app on' })).toBeTruthy();
    // The page's content is its main landmark (axe landmark-one-main).
    expect(screen.getByRole('main').textContent).toContain('Use the app on');
  });

  it('links only to the store that is configured', async () => {
    withApps({ ios: null, android: ANDROID });
    renderUi(<UseTheApp />);
    await screen.findByRole('link', { name: /Android/ });
    expect(storeLinks()).toEqual([ANDROID]);
  });

  it('says the apps are coming, with no store link, when no store is configured', async () => {
    withApps({ ios: null, android: null });
    renderUi(<UseTheApp />);
    expect(await screen.findByText(/apps for iOS and Android are coming soon/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Use the app on' })).toBeTruthy();
    expect(storeLinks()).toEqual(['/app']);
  });

  it("offers 'Open the app' (/app) with the install steps when no store is configured (issue 34)", async () => {
    withApps({ ios: null, android: null });
    renderUi(<UseTheApp />);
    const open = await screen.findByRole('link', { name: 'Open the app' });
    expect(open.getAttribute('href')).toBe('/app');
    expect(screen.getByText(/Install app or Add to Home screen/)).toBeTruthy();
    expect(screen.getByText(/tap Share, then Add to Home Screen/)).toBeTruthy();
  });

  it('does not offer the phone app beside the store apps', async () => {
    withApps({ ios: IOS, android: ANDROID });
    renderUi(<UseTheApp />);
    await screen.findByRole('link', { name: /iOS/ });
    expect(screen.queryByRole('link', { name: 'Open the app' })).toBeNull();
  });

  it('signs out as the menu does: the token is revoked and the session cleared (issue 34)', async () => {
    setUser({ userId: 7, token: 'tok' });
    const calls = withApps({ ios: null, android: null });
    renderUi(<UseTheApp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(getSession().user.userId).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET logout');
  });
});
