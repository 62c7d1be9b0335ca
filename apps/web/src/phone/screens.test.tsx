import { MSG } from '@app/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { offlineQueue } from '../lib/offlineQueue.ts';
import { bookingFixture, bookingResponseFixture } from '../test/fixtures.ts';
import { fakeServer } from '../test/render.tsx';
import { phoneTestSession, toastSays } from '../test/support.ts';
import { AlertsTab } from './AlertsTab.tsx';
import { BookingSheet } from './BookingSheet.tsx';
import { RequestsTab, requestDays } from './RequestsTab.tsx';

phoneTestSession();

const rangePath = () => {
  const { from, to } = requestDays(new Date());
  return `GET vendor/bookings/range?from=${from}&to=${to}`;
};

describe('the phone app: a booking', () => {
  it('completes with the balance SPEC §4 asks for: at least price − paid, in steps of 500', async () => {
    const booking = bookingFixture({
      status: 'ongoing',
      start: new Date(Date.now() - 10 * 60_000),
      serviceform: { service_duration_type: 'Starts at', virtual_appointment: false, service_price: 10_000 },
    });
    const calls = fakeServer({
      'GET completeBooking/7': { status: 200, body: { success: true, type: 'starts at' } },
      'GET completeBookingbalance/7/7500': { status: 200, body: { success: true } },
    });
    render(<BookingSheet booking={booking} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const input = await screen.findByLabelText('Balance received (NGN)');
    await toastSays(MSG.enterBalance);
    // ₦10,000 minus ₦3,000 paid online.
    expect((input as HTMLInputElement).value).toBe('7000');
    expect(input.getAttribute('step')).toBe('500');
    fireEvent.change(input, { target: { value: '6999' } });
    expect(screen.getByRole('button', { name: 'Submit Balance' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '7500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Balance' }));
    await toastSays(MSG.bookingUpdated);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET completeBookingbalance/7/7500');
  });

  it('queues an accept while offline, with its label, and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = fakeServer({});
    render(<BookingSheet booking={bookingFixture({ status: 'pending' })} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await toastSays(MSG.actionQueued);
    expect(offlineQueue.list()).toMatchObject([{ kind: 'accept', bookingId: 7, state: 'waiting' }]);
    expect(calls).toEqual([]);
    // While it waits, no other action on the booking may race it.
    expect(await screen.findByText(MSG.actionWaiting, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(true);
    vi.restoreAllMocks();
  });

  it('cancels only with a comment for the customer, and shows why a late cancel is refused', async () => {
    const calls = fakeServer({ 'POST cancelvendorBooking/7': { status: 200, body: { success: true } } });
    const { unmount } = render(<BookingSheet booking={bookingFixture()} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel Booking' }).at(-1)!);
    expect(await screen.findByText(MSG.required)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason for cancelling'), {
      target: { value: 'Shop closed today' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel Booking' }).at(-1)!);
    await toastSays(MSG.bookingUpdated);
    expect(calls.find((c) => c.path === 'cancelvendorBooking/7')?.body).toEqual({
      comment: 'Shop closed today',
    });
    unmount();

    render(
      <BookingSheet
        booking={bookingFixture({ start: new Date(Date.now() + 3 * 60_000) })}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel Booking' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText("You can't cancel a service 5 minutes from starting")).toBeTruthy();
  });
});

describe('the phone app: Requests', () => {
  it('groups requests as multiple_id does, with Accept All for a group and Accept for one', async () => {
    const calls = fakeServer({
      [rangePath()]: {
        status: 200,
        body: {
          success: true,
          bookings: [
            bookingResponseFixture(1, { multiple_id: 'G-1' }),
            bookingResponseFixture(2, { multiple_id: 'G-1', service_name: 'Braids' }),
            bookingResponseFixture(3, { enduser: { first_name: 'Bola', profile_image: null } }),
            bookingResponseFixture(4, { booking_status: 'approved' }),
          ],
        },
      },
      'GET acceptBookingall/1,2': { status: 200, body: { success: true } },
    });
    render(<RequestsTab onOpen={() => undefined} />);
    const acceptAll = await screen.findByRole('button', { name: 'Accept All' });
    expect(screen.getByRole('button', { name: 'Reject All' })).toBeTruthy();
    // Bola's single request, and no button for the approved booking.
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    fireEvent.click(acceptAll);
    await toastSays(MSG.bookingsAccepted);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET acceptBookingall/1,2');
  });

  it('asks before rejecting a whole request', async () => {
    fakeServer({
      [rangePath()]: {
        status: 200,
        body: {
          success: true,
          bookings: [
            bookingResponseFixture(1, { multiple_id: 'G' }),
            bookingResponseFixture(2, { multiple_id: 'G' }),
          ],
        },
      },
    });
    render(<RequestsTab onOpen={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject All' }));
    expect(screen.getByText('Reject all 2 bookings of this request?')).toBeTruthy();
  });
});

describe('the phone app: Alerts', () => {
  it('opens the booking an alert is about, and reads the alert', async () => {
    const calls = fakeServer({
      'GET getVendorNotice': {
        status: 200,
        body: {
          success: true,
          bookings: [
            {
              id: 9,
              type: 'service',
              title: 'New Booking Request',
              description: 'Ada booked Silk Press',
              status: 'unread',
              created_at: new Date().toISOString(),
              booking_id: 7,
            },
          ],
        },
      },
      'GET readVendorNotice/9': { status: 202, body: { success: true, message: 'ok' } },
    });
    const opened = vi.fn();
    render(<AlertsTab onOpenBooking={opened} />);
    fireEvent.click(await screen.findByRole('button', { name: /New Booking Request/ }));
    expect(opened).toHaveBeenCalledWith(7);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('readVendorNotice/9'));
  });
});
