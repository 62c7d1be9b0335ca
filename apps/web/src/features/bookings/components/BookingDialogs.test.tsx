import { type BookingResponse, formatDetails, MSG } from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '../../../lib/session.ts';
import { dialogs } from '../../../stores/dialogs.ts';
import { bookingFixture, bookingResponseFixture } from '../../../test/fixtures.ts';
import { type ApiCall, fakeApi, renderRouted, renderUi } from '../../../test/render.tsx';
import { DetailsBody } from './AppointmentDetailsDialog.tsx';
import { AppointmentsListDialog } from './AppointmentsListDialog.tsx';

const TOMORROW = new Date(Date.now() + 26 * 60 * 60_000);
const NO_ACTIONS = 'No actions for this booking.';

const raw = bookingResponseFixture;

function fakeBookings(bookings: BookingResponse[], more: Record<string, unknown> = {}): ApiCall[] {
  const answer = { success: true, bookings };
  return fakeApi({
    'GET getallbookingsbydate/1': answer,
    'GET getAllBookingsBy1days': { success: true, bookings: [] },
    'GET getAllBookingsBy7days': { success: true, bookings: [] },
    'GET getVendorNotice': { success: true, bookings: [] },
    ...more,
  });
}

const actionCalls = (calls: ApiCall[]) =>
  calls.filter((c) => /^(accept|reject)Booking/.test(c.path)).map((c) => c.path);

beforeEach(() => setUser({ userId: 1, token: 'token', regStatus: true }));
afterEach(() => act(() => dialogs.closeAll()));

describe('Reject asks first; Accept stays one click', { timeout: 20_000 }, () => {
  it('in Appointment Details: names the booking, rejects only once confirmed', async () => {
    const calls = fakeApi({
      'GET rejectBooking/7': { success: true, message: MSG.bookingRejected },
    });
    const user = userEvent.setup({ delay: null });
    const booking = bookingFixture({ status: 'pending', start: TOMORROW, amount_paid: 3_000 });
    renderRouted(<DetailsBody booking={booking} />);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this booking?' });
    expect(dialog.textContent).toContain(`Silk Press with Ada, ${formatDetails(TOMORROW)}`);
    expect(dialog.textContent).toContain('₦3,000.00');
    expect(actionCalls(calls)).toEqual([]);

    // Keep closes the question and changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject this booking?' })).toBeNull());
    expect(actionCalls(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const again = await screen.findByRole('dialog', { name: 'Reject this booking?' });
    await user.click(within(again).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(actionCalls(calls)).toEqual(['rejectBooking/7']));
    expect(await screen.findByText(MSG.bookingRejected)).toBeTruthy();
  });

  it('in Appointment Details: Accept calls at once, without a question', async () => {
    const calls = fakeApi({ 'GET acceptBooking/7': { success: true, message: MSG.bookingAccepted } });
    const user = userEvent.setup({ delay: null });
    renderRouted(<DetailsBody booking={bookingFixture({ status: 'pending', start: TOMORROW })} />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(actionCalls(calls)).toEqual(['acceptBooking/7']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in the pending list: Reject All names every booking of the group, then rejects them together', async () => {
    const group = [
      raw(11, { multiple_id: 'G-1', service_name: 'Silk Press' }),
      raw(12, { multiple_id: 'G-1', service_name: 'Trim' }, 27),
    ];
    const calls = fakeBookings(group, {
      'GET rejectBookingall/11%2C12': { success: true, message: MSG.bookingsUpdated },
    });
    const user = userEvent.setup({ delay: null });
    renderRouted(<AppointmentsListDialog />);
    act(() => dialogs.openAppointments('pending'));

    await user.click(await screen.findByRole('button', { name: 'Reject All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 bookings?' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      `Silk Press with Ada, ${formatDetails(group[0]?.starts_at ?? '')}`,
      `Trim with Ada, ${formatDetails(group[1]?.starts_at ?? '')}`,
    ]);
    expect(calls.some((c) => c.path.startsWith('rejectBookingall'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Reject All' }));
    await waitFor(() =>
      expect(calls.map((c) => decodeURIComponent(c.path))).toContain('rejectBookingall/11,12'),
    );
    expect(await screen.findByText(MSG.bookingsUpdated)).toBeTruthy();
  });

  it('in the pending list: a single booking asks too, Accept does not', async () => {
    const calls = fakeBookings([raw(21)], {
      'GET rejectBooking/21': { success: true, message: MSG.bookingRejected },
      'GET acceptBooking/21': { success: true, message: MSG.bookingAccepted },
    });
    const user = userEvent.setup({ delay: null });
    renderRouted(<AppointmentsListDialog />);
    act(() => dialogs.openAppointments('pending'));

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this booking?' });
    expect(dialog.textContent).toContain('Silk Press with Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(actionCalls(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(actionCalls(calls)).toEqual(['acceptBooking/21']));
  });
});

describe('the Pending tab count', () => {
  it('shows the whole number of pending bookings, two digits included', async () => {
    fakeBookings(Array.from({ length: 20 }, (_, i) => raw(100 + i)));
    renderRouted(<AppointmentsListDialog />);
    act(() => dialogs.openAppointments('approved'));
    const tab = await screen.findByRole('tab', { name: /Pending/ });
    await waitFor(() => expect(tab.textContent).toBe('Pending20'));
    const badge = within(tab).getByText('20');
    // A circle badge is one character wide and cut '20' to '2.'; the count's badge grows with it.
    expect(badge.closest('[data-circle]')).toBeNull();
  });
});

describe('Appointment Details: "No actions" only when there is none', () => {
  it.each(['completed', 'awaiting review', 'cancelled'])(
    'a booking that is %s offers Raise Dispute and does not say there is no action',
    (status) => {
      renderRouted(
        <DetailsBody booking={bookingFixture({ status, start: new Date(Date.now() - 3 * 60 * 60_000) })} />,
      );
      expect(screen.getByRole('button', { name: 'Raise Dispute' })).toBeTruthy();
      expect(screen.queryByText(NO_ACTIONS)).toBeNull();
    },
  );
});

describe('Appointment Details: how to reach the client', () => {
  it("a customer's booking: call, WhatsApp and chat", () => {
    fakeApi({});
    renderUi(
      <MemoryRouter>
        <DetailsBody booking={bookingFixture({ endUserId: 12, endUserPhone: '0803 123 4567' })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Call Ada on 0803 123 4567' }).getAttribute('href')).toBe(
      'tel:+2348031234567',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp Ada on 0803 123 4567' }).getAttribute('href')).toBe(
      'https://wa.me/2348031234567',
    );
    expect(screen.getByRole('link', { name: 'Chat with Ada' }).getAttribute('href')).toContain('c=12');
  });

  it('a walk-in: says how it came in, and has no chat (the client has no account)', () => {
    fakeApi({});
    renderUi(
      <MemoryRouter>
        <DetailsBody
          booking={bookingFixture({ endUserId: null, endUserPhone: '08031234567', source: 'walk_in' })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Silk Press · Walk-in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Ada on 0803 123 4567' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Chat with Ada' })).toBeNull();
  });
});
