import { type BookingResponse, MSG } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setUser } from '../../../lib/session.ts';
import { dialogs } from '../../../stores/dialogs.ts';
import { bookingResponseFixture } from '../../../test/fixtures.ts';
import { fakeServer, type Reply, renderUi, type ServerCall } from '../../../test/render.tsx';
import { AppointmentsListDialog } from './AppointmentsListDialog.tsx';

/** A booking of group `group` as getallbookingsbydate answers it, starting `minutes` from now. */
const raw = (id: number, group: string, status: string, minutes: number, type = 'Fixed') =>
  bookingResponseFixture(
    id,
    {
      multiple_id: group,
      service_name: `Service ${id}`,
      booking_status: status,
      serviceform: { service_duration_type: type, virtual_appointment: false, service_price: 10_000 },
    },
    minutes / 60,
  );

const ok = (body: unknown): Reply => ({ status: 200, body });

function server(bookings: BookingResponse[], more: Record<string, Reply> = {}) {
  const empty = ok({ success: true, bookings: [] });
  return fakeServer({
    'GET getallbookingsbydate/1': ok({ success: true, bookings }),
    'GET getAllBookingsBy1days': empty,
    'GET getAllBookingsBy7days': empty,
    'GET getVendorNotice': empty,
    ...more,
  });
}

const actionCalls = (calls: ServerCall[]) =>
  calls.filter((c) => /^(accept|reject|complete)/.test(c.path)).map((c) => `${c.method} ${c.path}`);

function openList(tab: 'approved' | 'pending') {
  renderUi(<AppointmentsListDialog />);
  act(() => dialogs.openAppointments(tab));
}

beforeEach(() => {
  // Midday in Lagos: a group that began half an hour ago is on today's list whatever the clock says
  // (just after midnight its two bookings fell on two days, each alone, with no group actions).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T11:00:00Z'));
  resetSession();
  setUser({ userId: 1, token: 'token', regStatus: true });
});
afterEach(() => {
  act(() => {
    dialogs.closeAll();
    notifications.clean();
  });
  vi.useRealTimers();
});

describe("SPEC §4 group actions: 'Accept All and Reject All when all items are pending; Complete All when all items are ongoing'", () => {
  it("a pending group: Accept All accepts every id at once, 'Bookings Accepted'", async () => {
    const calls = server([raw(11, 'G-1', 'pending', 26 * 60), raw(12, 'G-1', 'pending', 27 * 60)], {
      'GET acceptBookingall/11,12': ok({ success: true, message: MSG.bookingsAccepted }),
    });
    const user = userEvent.setup({ delay: null });
    openList('pending');
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    expect(await screen.findByText('Bookings Accepted')).toBeTruthy();
    expect(actionCalls(calls)).toEqual(['GET acceptBookingall/11,12']);
  });

  it("an ongoing group: Complete All completes the group by its multiple_id, 'Bookings Updated'", async () => {
    const calls = server([raw(21, 'G-2', 'ongoing', -30), raw(22, 'G-2', 'ongoing', -20)], {
      'GET completeBookingall/G-2': ok({ success: true, message: MSG.bookingsUpdated }),
    });
    const user = userEvent.setup({ delay: null });
    openList('approved');
    await user.click(await screen.findByRole('button', { name: 'Complete All' }));
    expect(await screen.findByText('Bookings Updated')).toBeTruthy();
    expect(actionCalls(calls)).toEqual(['GET completeBookingall/G-2']);
  });

  it('a group that is not all ongoing offers no Complete All', async () => {
    server([raw(31, 'G-3', 'ongoing', -30), raw(32, 'G-3', 'approved', 60)]);
    openList('approved');
    // A row is named by its words, time first (WCAG 2.5.3: a name that reordered them failed voice control).
    expect(await screen.findByRole('button', { name: /^\d{2}:\d{2} [AP]M Service 31 / })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete All' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
  });

  it("'The approved list's grouping excludes services of type 'Starts at''", async () => {
    server([raw(41, 'G-4', 'approved', 60), raw(42, 'G-5', 'approved', 90, 'Starts at')]);
    openList('approved');
    expect(await screen.findByRole('button', { name: /Service 41/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Service 42/ })).toBeNull());
  });
});
