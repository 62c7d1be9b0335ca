import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderUi } from '../../../test/render.tsx';
import LegalPage from './LegalPage.tsx';

const open = (path: string) =>
  renderUi(
    <MemoryRouter initialEntries={[path]}>
      <LegalPage />
    </MemoryRouter>,
  );

describe('/terms and /privacy (issue 37)', () => {
  it("shows the server's text, '## ' lines as headings, with the date the operator published it", async () => {
    const calls = fakeServer({
      'GET legal/privacy': {
        status: 200,
        body: {
          success: true,
          page: 'privacy',
          title: 'Privacy policy',
          text: '## Who we are\n\nAdaeze Salons Ltd,\nIkoyi.\n\nWrite to privacy@adaeze.ng.',
          published_by_operator: true,
          updated_at: '2026-11-20T09:00:00.000Z',
        },
      },
    });
    open('/privacy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Who we are' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText('Adaeze Salons Ltd, Ikoyi.')).toBeTruthy();
    expect(screen.getByText('Write to privacy@adaeze.ng.')).toBeTruthy();
    expect(screen.getByText('Last updated 20 November 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign up' }).getAttribute('href')).toBe('/register');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET legal/privacy']);
  });

  it('says plainly when the page cannot be loaded', async () => {
    fakeServer({
      'GET legal/terms': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    open('/terms');
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
  });
});
