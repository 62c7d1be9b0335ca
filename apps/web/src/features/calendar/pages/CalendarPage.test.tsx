import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingKeys } from '../../../api/bookings/bookings.ts';
import { resetSession, setUser } from '../../../lib/session.ts';
import { bookingResponseFixture } from '../../../test/fixtures.ts';
import { fakeServer, type Reply, renderUi, testQueryClient } from '../../../test/render.tsx';
import CalendarPage, { prefetch } from './CalendarPage.tsx';

const ok = (body: unknown): Reply => ({ status: 200, body });
const scheduleOnPage = () => document.querySelector('section[aria-label="Schedule"]') !== null;

beforeEach(() => {
  // Thursday 26 November 2026, midday in Lagos: the month calendar shows 26 October to 6 December.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T11:00:00Z'));
  resetSession();
  setUser({ userId: 1, token: 'token', regStatus: true });
});
afterEach(() => vi.useRealTimers());

describe('the calendar page loads what it draws first, first (issue 14)', () => {
  it("asks for the month's bookings only once the schedule with the day's is on the page", async () => {
    const onPageWhenMonthAsked: boolean[] = [];
    fakeServer({
      'GET vendor/bookings/range?from=2026-11-26&to=2026-11-26': ok({
        success: true,
        bookings: [bookingResponseFixture(5, { booking_status: 'approved' }, 2)],
      }),
      'GET vendor/bookings/range?from=2026-10-26&to=2026-12-06': () => {
        onPageWhenMonthAsked.push(scheduleOnPage());
        return ok({ success: true, bookings: [] });
      },
    });
    // The day's bookings are in, as the route's loader asks for them while the dashboard loads.
    const client = testQueryClient();
    prefetch(client);
    await waitFor(() =>
      expect(client.getQueryData(bookingKeys.range(1, '2026-11-26', '2026-11-26'))).toBeDefined(),
    );
    renderUi(
      <MemoryRouter>
        <CalendarPage />
      </MemoryRouter>,
      client,
    );
    await waitFor(() => expect(onPageWhenMonthAsked).toEqual([true]));
  });
});
