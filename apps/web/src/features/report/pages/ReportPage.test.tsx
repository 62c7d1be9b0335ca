import type { BookingResponse } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '../../../lib/session.ts';
import { bookingResponseFixture } from '../../../test/fixtures.ts';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import ReportPage from './ReportPage.tsx';

/** A booking as getallbookingsbydate answers it, `daysAgo` days back, with ₦`paid` paid. */
const raw = (id: number, status: string, daysAgo: number, paid: number): BookingResponse =>
  bookingResponseFixture(
    id,
    {
      service_name: 'Wash & Set',
      booking_status: status,
      service_amount: paid * 2,
      amount_paid: paid,
      serviceform: { service_duration_type: 'Fixed', virtual_appointment: false, service_price: paid * 2 },
    },
    -daysAgo * 24,
  );

const revenue = (period: string, total: number) => ({
  success: true,
  data: { period, total, bars: [{ start: '2026-03-10', end: '2026-03-11', amount: total }], by_staff: [] },
});

// The shop: four completed bookings and three awaiting review, ₦77,000 paid in all.
const bookings = [
  raw(1, 'completed', 1, 4_000),
  raw(2, 'completed', 2, 12_500),
  raw(3, 'completed', 3, 3_500),
  raw(4, 'completed', 4, 4_000),
  raw(5, 'awaiting review', 1, 22_500),
  raw(6, 'awaiting review', 2, 15_000),
  raw(7, 'awaiting review', 3, 15_500),
];

beforeEach(() => setUser({ userId: 1, token: 'token', regStatus: true }));

describe('Report page', () => {
  it('shows the ledger’s revenue from the server and counts as Completed what its breakdown does', async () => {
    const calls = fakeApi({
      'GET getallbookingsbydate/1': { success: true, bookings },
      'GET getAllBookingsBy1days': { success: true, bookings: [] },
      'GET getAllBookingsBy7days': { success: true, bookings: [] },
      'GET getUserReviews': { success: true, '0': [], 'total-rating': 0 },
      'GET earnings/report?period=30d': revenue('30d', 24_000),
      'GET earnings/report?period=7d': revenue('7d', 20_000),
    });
    const user = userEvent.setup();
    renderUi(
      <MemoryRouter>
        <ReportPage />
      </MemoryRouter>,
    );

    const revenueCard = screen.getByRole('group', { name: 'Revenue' });
    // What the completed bookings released, as the server says; not the ₦77,000 paid for them all.
    await within(revenueCard).findByText('₦24,000.00');
    const breakdown = await screen.findByLabelText('Status breakdown');
    await within(breakdown).findByLabelText('Completed: 4');
    within(breakdown).getByLabelText('Awaiting Review: 3');
    // Each bar is a named progressbar (axe aria-progressbar-name).
    within(breakdown).getByRole('progressbar', { name: 'Share of bookings Completed' });
    expect(within(screen.getByRole('group', { name: 'Completed' })).getByText('4')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Bookings' })).getByText('7')).toBeTruthy();

    await user.click(screen.getByText('7 days'));
    await within(revenueCard).findByText('₦20,000.00');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual(
        expect.arrayContaining(['earnings/report?period=30d', 'earnings/report?period=7d']),
      ),
    );
  });
});
