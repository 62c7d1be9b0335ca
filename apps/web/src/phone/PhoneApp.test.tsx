import type { BookingResponse } from '@app/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingResponseFixture } from '../test/fixtures.ts';
import { fakeServer } from '../test/render.tsx';
import { chimes, countChimes, phoneTestSession } from '../test/support.ts';
import { PhoneApp } from './PhoneApp.tsx';
import { requestDays } from './RequestsTab.tsx';
import { bookingCreated } from './realtime.ts';

phoneTestSession();
countChimes();
afterEach(() => {
  window.location.hash = '';
  document.title = '';
});

/** Issue 34: a request waiting shows on a background tab, '(2) My Shop', as the dashboard's title does. */
describe('the phone app: the tab title counts the waiting requests', () => {
  it('from the first list, then up when a request arrives and down when one is accepted', async () => {
    const { from, to } = requestDays(new Date());
    // Ids of this file's own: arrivals are announced once per page, and the web tests share modules.
    const bola = bookingResponseFixture(34_702, { enduser: { first_name: 'Bola', profile_image: null } });
    let bookings: BookingResponse[] = [
      bookingResponseFixture(34_701),
      bookingResponseFixture(34_700, { booking_status: 'approved' }),
    ];
    const calls = fakeServer({
      [`GET vendor/bookings/range?from=${from}&to=${to}`]: () => ({
        status: 200,
        body: { success: true, bookings },
      }),
      'GET acceptBooking/34702': () => {
        bookings = bookings.map((b) => (b.id === bola.id ? { ...b, booking_status: 'approved' } : b));
        return { status: 200, body: { success: true } };
      },
    });
    window.location.hash = 'requests';
    render(<PhoneApp />);
    await waitFor(() => expect(document.title).toBe('(1) My Shop'));

    // Bola books: the server's list has her request, and the live event says so.
    bookings = [...bookings, bola];
    bookingCreated(bola);
    await waitFor(() => expect(document.title).toBe('(2) My Shop'));
    expect(chimes.count).toBe(1);

    // Her card in Requests (the arrival's toast names her too).
    const card = (await screen.findByText('Bola', { selector: '.card-title' })).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(document.title).toBe('(1) My Shop'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET acceptBooking/34702');
  });
});
