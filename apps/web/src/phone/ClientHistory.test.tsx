import { noShowTooEarly } from '@app/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingFixture, clientDetailFixture } from '../test/fixtures.ts';
import { fakeServer } from '../test/render.tsx';
import { phoneTestSession, toastSays } from '../test/support.ts';
import { BookingSheet } from './BookingSheet.tsx';

phoneTestSession();

const AMINA = clientDetailFixture(
  { late_cancellations: 1, tags: ['Allergy: relaxer'] },
  { booking_id: 7, reference: 'REF-7', late_cancellation: true },
);

/** Issue 36 in the phone app: the client's history one tap from a booking's details. */
describe("the phone app: a booking's client", () => {
  it('opens from the details with the dashboard’s call: figures, visits, contact, and the private notes saved', async () => {
    const calls = fakeServer({
      'GET vendor/clients/booking:7': { status: 200, body: { success: true, data: AMINA } },
      'PUT vendor/clients/phone:2348031234567/notes': (call) => ({
        status: 200,
        body: { success: true, message: 'Notes saved', data: call.body },
      }),
    });
    render(<BookingSheet booking={bookingFixture({ status: 'completed' })} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Client history ›' }));
    const sheet = await screen.findByRole('dialog', { name: 'Client history' });
    const figure = (label: string) => sheet.querySelector(`[data-figure="${label}"]`)?.textContent;
    await waitFor(() => expect(figure('Total spent')).toBe('₦15,500.00'));
    expect(figure('Visits')).toBe('1');
    expect(figure('No-shows')).toBe('1');
    expect(figure('Late cancellations')).toBe('1');

    const href = (name: string | RegExp) => within(sheet).getByRole('link', { name }).getAttribute('href');
    expect(href('Call 0803 123 4567')).toBe('tel:+2348031234567');
    expect(href('WhatsApp 0803 123 4567')).toBe('https://wa.me/2348031234567');
    expect(href('amina@example.ng')).toBe('mailto:amina@example.ng');
    // A number not written the Nigerian way is shown, with no link guessed for it.
    expect(within(sheet).getByText('+44 20 7946 0958').closest('a')).toBeNull();

    const visits = within(within(sheet).getByRole('list', { name: 'Visits' })).getAllByRole('listitem');
    expect(visits.map((v) => v.getAttribute('data-visit'))).toEqual(['REF-8', 'REF-7']);
    expect(visits[0]!.textContent).toContain('Knotless Braids');
    expect(visits[0]!.textContent).toContain('with Ada Obi');
    expect(visits[0]!.textContent).toContain('No-show');
    expect(visits[1]!.textContent).toContain('Walk-in');
    expect(visits[1]!.textContent).toContain('late cancellation');

    const notes = within(sheet).getByRole('region', { name: 'Private notes' });
    expect(notes.textContent).toContain('Allergy: relaxer');
    expect(notes.textContent).toContain('Prefers mornings');
    fireEvent.click(within(notes).getByRole('button', { name: 'Edit notes' }));
    fireEvent.change(within(sheet).getByLabelText('Tags (comma between them)'), {
      target: { value: 'Allergy: relaxer, VIP ,' },
    });
    fireEvent.change(within(sheet).getByLabelText('Notes'), { target: { value: 'Mornings only' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save notes' }));
    await toastSays('Notes saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      notes: 'Mornings only',
      tags: ['Allergy: relaxer', 'VIP'],
    });
    await waitFor(() =>
      expect(within(sheet).getByRole('region', { name: 'Private notes' }).textContent).toContain('VIP'),
    );

    // Back leaves the booking's details as they were.
    fireEvent.click(within(sheet).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Client history' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Appointment Details' })).toBeTruthy();
  });

  it('says so when the client cannot be loaded', async () => {
    fakeServer({});
    render(<BookingSheet booking={bookingFixture({ status: 'completed' })} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Client history ›' }));
    expect(await screen.findByText('This client could not be loaded.')).toBeTruthy();
  });
});

const POLICY = { free_cancel_hours: 12, late_cancel_fee_percent: 50, no_show_fee_percent: 80 };
const noShow = () => screen.getByRole('button', { name: 'No-show' });

/** Issue 35's grace in the phone app: No-show opens when the server would allow it, not at a default. */
describe("the phone app: No-show waits for the vendor's grace", () => {
  it('30 minutes: off 20 minutes after the start, with the reason', async () => {
    const calls = fakeServer({
      'GET settings/cancellation-policy': {
        status: 200,
        body: { success: true, data: { ...POLICY, no_show_grace_minutes: 30 } },
      },
    });
    const started20 = bookingFixture({ start: new Date(Date.now() - 20 * 60_000) });
    render(<BookingSheet booking={started20} onClose={() => undefined} />);
    // Not the default 15 minutes' answer meanwhile: it waits for the vendor's.
    expect(noShow().hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText(noShowTooEarly(30))).toBeTruthy();
    expect(noShow().hasAttribute('disabled')).toBe(true);
    expect(calls.filter((c) => c.path === 'settings/cancellation-policy')).toHaveLength(1);
  });

  it('10 minutes: on 12 minutes after the start (the default 15 would still refuse it)', async () => {
    fakeServer({
      'GET settings/cancellation-policy': {
        status: 200,
        body: { success: true, data: { ...POLICY, no_show_grace_minutes: 10 } },
      },
    });
    const started12 = bookingFixture({ start: new Date(Date.now() - 12 * 60_000) });
    render(<BookingSheet booking={started12} onClose={() => undefined} />);
    await waitFor(() => expect(noShow().hasAttribute('disabled')).toBe(false));
    fireEvent.click(noShow());
    expect(screen.getByRole('button', { name: 'Mark No-show' })).toBeTruthy();
  });
});
