import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it("asks for the month's busy days only once the schedule with the day's bookings is on the page", async () => {
    const onPageWhenMonthAsked: boolean[] = [];
    fakeServer({
      'GET vendor/bookings/range?from=2026-11-26&to=2026-11-26': ok({
        success: true,
        bookings: [bookingResponseFixture(5, { booking_status: 'approved' }, 2)],
      }),
      'GET vendor/bookings/busy-days?from=2026-10-26&to=2026-12-06': () => {
        onPageWhenMonthAsked.push(scheduleOnPage());
        return ok({ success: true, days: ['2026-11-26'] });
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
    // The month calendar marks the busy day; the month's bookings themselves are never asked for.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Go to November 26, 2026, has bookings' })).toBeTruthy(),
    );
  });
});

describe('the team filter applies to every panel (issue 36)', () => {
  it("narrows 'Appointments Today' to the picked member's bookings too", async () => {
    const ada = { id: 1, name: 'Ada', photo: null };
    const todays = [
      bookingResponseFixture(
        5,
        { booking_status: 'approved', enduser: { first_name: 'Tolu', profile_image: null }, staff: ada },
        2,
      ),
      bookingResponseFixture(
        6,
        { booking_status: 'approved', enduser: { first_name: 'Ebuka', profile_image: null }, staff: null },
        3,
      ),
    ];
    fakeServer({
      'GET getAllBookingsBy1days': ok({ success: true, bookings: todays }),
      'GET vendor/bookings/range?from=2026-11-26&to=2026-11-26': ok({ success: true, bookings: todays }),
      'GET vendor/staff': ok({
        success: true,
        staff: [{ ...ada, active: true, service_ids: [], days: [] }],
      }),
    });
    renderUi(
      <MemoryRouter>
        <CalendarPage />
      </MemoryRouter>,
    );
    const panel = async () =>
      (await screen.findByText('Appointments Today')).closest('section') as HTMLElement;
    await waitFor(async () => expect(within(await panel()).queryByText('Ebuka')).not.toBeNull());
    await userEvent.click(await screen.findByRole('combobox', { name: 'Team member' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ada' }));
    await waitFor(async () => expect(within(await panel()).queryByText('Ebuka')).toBeNull());
    expect(within(await panel()).getByText('Tolu')).toBeDefined();
  });
});
