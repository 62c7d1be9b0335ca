import { lagosDay } from '@app/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingFixture, bookingResponseFixture } from '../test/fixtures.ts';
import { fakeServer } from '../test/render.tsx';
import { phoneTestSession, toastSays } from '../test/support.ts';
import { WalkInForm } from './AddTab.tsx';
import { BookingSheet } from './BookingSheet.tsx';
import { Thread } from './ChatsTab.tsx';
import { TodayTab } from './TodayTab.tsx';

phoneTestSession();

describe('the phone app: Add, Chats and a new time', () => {
  it("Add: a booking missing its service, time and client is not sent; the shared schema's messages show", async () => {
    const calls = fakeServer({
      'GET getallservicebyid/1': { status: 200, body: { success: true, data: [] } },
      'GET vendor/staff': { status: 200, body: { success: true, staff: [] } },
    });
    render(<WalkInForm onAdded={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add booking' }));
    await screen.findByText('Choose a service');
    expect(screen.getByLabelText(/^Client's name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('Chats: a conversation shows both sides; a reply is sent and shows at once', async () => {
    const message = (id: number, sender: 'vendor' | 'customer', text: string) => ({
      id,
      sender,
      message: text,
      read_at: null,
      created_at: `2026-11-28T10:0${id}:00.000Z`,
    });
    const calls = fakeServer({
      'GET chats/5': {
        status: 200,
        body: { success: true, data: [message(1, 'customer', 'Are you open?')] },
      },
      'POST chats/5': { status: 201, body: { success: true, message: message(2, 'vendor', 'Yes, till 6') } },
    });
    const member = {
      customer_id: 5,
      first_name: 'Tolu',
      last_name: 'A',
      profile_image: null,
      last_message: 'Are you open?',
      last_sender: 'customer' as const,
      last_at: '2026-11-28T10:01:00.000Z',
      read_status: 'unread',
    };
    render(<Thread member={member} onBack={() => undefined} />);
    await screen.findByText('Are you open?', { exact: false });
    fireEvent.change(screen.getByLabelText('Reply to Tolu'), { target: { value: 'Yes, till 6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Yes, till 6', { exact: false });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Yes, till 6' });
  });

  it("a booking's sheet proposes a new time from the server's free times, shown as 'hh:mm A'", async () => {
    const booking = bookingFixture({ status: 'approved', start: new Date(Date.now() + 48 * 3600_000) });
    const calls = fakeServer({
      'GET vendor/bookings/7/reschedule-times?date=2030-01-07': {
        status: 200,
        body: { success: true, date: '2030-01-07', duration_minutes: 60, times: ['09:00', '14:30'] },
      },
      'POST vendor/bookings/7/reschedule': {
        status: 200,
        body: { success: true, message: 'New time proposed', booking: bookingResponseFixture(7) },
      },
    });
    render(<BookingSheet booking={booking} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Propose a new time' }));
    fireEvent.change(await screen.findByLabelText('New date'), { target: { value: '2030-01-07' } });
    await screen.findByRole('option', { name: '02:30 PM' });
    fireEvent.change(screen.getByLabelText('New time'), { target: { value: '14:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propose new time' }));
    await toastSays('New time proposed');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ date: '2030-01-07', time: '14:30' });
  });

  it("Today's team filter: 'All', then one member's appointments only", async () => {
    const member = (id: number, name: string) => ({
      id,
      name,
      photo: null,
      active: true,
      service_ids: [],
      days: [],
      days_off: [],
    });
    const staffOf = (id: number, name: string) => ({ staff: { id, name, photo: null } });
    const later = new Date(Date.now() + 2 * 3600_000);
    const day = lagosDay(later);
    fakeServer({
      'GET vendor/staff': {
        status: 200,
        body: { success: true, staff: [member(1, 'Kemi'), member(2, 'Ngozi')] },
      },
      [`GET vendor/bookings/range?from=${day}&to=${day}`]: {
        status: 200,
        body: {
          success: true,
          bookings: [
            bookingResponseFixture(
              1,
              { booking_status: 'approved', service_name: 'Braids', ...staffOf(1, 'Kemi') },
              2,
            ),
            bookingResponseFixture(
              2,
              { booking_status: 'approved', service_name: 'Silk Press', ...staffOf(2, 'Ngozi') },
              2,
            ),
          ],
        },
      },
    });
    render(<TodayTab day={day} onDay={() => undefined} onOpen={() => undefined} />);
    await screen.findByText('Silk Press');
    // The team comes by its own call, maybe after the day's bookings.
    expect((await screen.findByRole('button', { name: 'All' })).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Kemi' }));
    expect(screen.queryByText('Silk Press')).toBeNull();
    expect(screen.getByText('Braids')).toBeTruthy();
  });
});
