import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '../../../lib/session.ts';
import { clientDetailFixture } from '../../../test/fixtures.ts';
import { fakeServer, renderUi } from '../../../test/render.tsx';
import { ClientPanel } from './ClientPanel.tsx';

const AMINA = clientDetailFixture();

beforeEach(() => setUser({ userId: 1, token: 'token', regStatus: true }));

describe("a client's panel in the client book", { timeout: 20_000 }, () => {
  it('shows how to reach them, their figures and visits, and saves the shop’s private notes and tags', async () => {
    const calls = fakeServer({
      'GET vendor/clients/booking:5': { status: 200, body: { success: true, data: AMINA } },
      'PUT vendor/clients/phone:2348031234567/notes': (call) => ({
        status: 200,
        body: { success: true, message: 'Notes saved', data: call.body },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderUi(<ClientPanel clientKey="booking:5" onClose={() => undefined} />);

    const contact = await screen.findByRole('group', { name: 'Contact Amina Bello' });
    const link = (name: string) => within(contact).getByRole('link', { name }).getAttribute('href');
    expect(link('Call Amina Bello on 0803 123 4567')).toBe('tel:+2348031234567');
    expect(link('WhatsApp Amina Bello on 0803 123 4567')).toBe('https://wa.me/2348031234567');
    // A number that is not Nigerian is shown, without a WhatsApp link built for Nigeria.
    expect(within(contact).queryByRole('link', { name: /WhatsApp .* \+44/ })).toBeNull();
    expect(link('amina@example.ng')).toBe('mailto:amina@example.ng');

    const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`)?.textContent;
    expect([figure('Visits'), figure('Total spent'), figure('No-shows')]).toEqual(['1', '₦15,500.00', '1']);
    const visits = document.querySelectorAll('[data-visit]');
    expect([...visits].map((v) => v.getAttribute('data-visit'))).toEqual(['REF-8', 'REF-5']);
    expect(visits[0]!.textContent).toContain('with Ada Obi');
    expect(visits[0]!.textContent).toContain('No-show');

    const save = screen.getByRole('button', { name: 'Save notes' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByPlaceholderText('e.g. Allergy: relaxer'), 'Allergy: relaxer{Enter}');
    await user.type(screen.getByLabelText('Notes'), '; no relaxer');
    await user.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      notes: 'Prefers mornings; no relaxer',
      tags: ['VIP', 'Allergy: relaxer'],
    });
    expect(await screen.findByText('Notes saved')).toBeTruthy();
  });
});
