import type { AppConfig } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import SignInPage from '../pages/SignInPage.tsx';
import { SignUpStepOne } from './SignUpStepOne.tsx';

const appConfig = (social_sign_in: boolean): AppConfig => ({
  realtime_port: 6001,
  public_url: 'http://localhost:8080',
  tawk: null,
  social_sign_in,
  vendor_apps: { ios: null, android: null },
});

const pages = {
  'sign-in': () => <SignInPage />,
  'sign-up': () => <SignUpStepOne initialEmail="" onNext={() => undefined} />,
};

describe.each(Object.entries(pages))('"Continue with Google" on the %s page', (_, page) => {
  it('is offered when the server has social sign-in configured', async () => {
    fakeApi({ 'GET app-config': appConfig(true) });
    renderUi(<MemoryRouter>{page()}</MemoryRouter>);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/oidc/start');
    expect(screen.getByText('or')).toBeTruthy();
  });

  it('is not offered when social sign-in is not configured, nor the "or" before it', async () => {
    const calls = fakeApi({ 'GET app-config': appConfig(false) });
    renderUi(<MemoryRouter>{page()}</MemoryRouter>);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('app-config'));
    // Give the answer a chance to render anything it would.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('is not offered when the configuration cannot be read', async () => {
    const calls = fakeApi({});
    renderUi(<MemoryRouter>{page()}</MemoryRouter>);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('app-config'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });
});
