import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../api/bookings/model.ts';
import { resetSession, setUser } from '../../../lib/session.ts';
import { bookingFixture } from '../../../test/fixtures.ts';
import { fakeServer, renderRouted } from '../../../test/render.tsx';
import { DetailsBody } from './AppointmentDetailsDialog.tsx';

/** Noon in Lagos (11:00 UTC) on Sunday 2030-03-10. */
const NOW = new Date('2030-03-10T11:00:00Z');
const MIN = 60_000;
function booking(status: string, minutes: number, patch: Partial<Booking> = {}): Booking {
  const start = new Date(NOW.getTime() + minutes * MIN);
  return bookingFixture({ status, start, end: new Date(start.getTime() + 60 * MIN), ...patch });
}
const ok = (body: unknown) => ({ status: 200, body });
const EMPTY = ok({ success: true, bookings: [] });
const lists = {
  'GET getallbookingsbydate/1': EMPTY,
  'GET getAllBookingsBy1days': EMPTY,
  'GET getAllBookingsBy7days': EMPTY,
  'GET getVendorNotice': EMPTY,
};
const TIMES = 'GET vendor/bookings/7/reschedule-times?date=2030-03-12';
const times = ok({
  success: true,
  date: '2030-03-12',
  duration_minutes: 60,
  times: ['09:00', '11:00', '15:30'],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetSession();
  setUser({ userId: 1, token: 'token', regStatus: true });
});
afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

const chooseDay = (day: string) =>
  fireEvent.change(screen.getByLabelText('New date'), { target: { value: day } });

describe('Reschedule in the Appointment Details', () => {
  it.each([
    ['pending', 26 * 60],
    ['approved', 60],
    ['approved', 1],
  ])('is offered for a %s booking starting in %i min', (status, minutes) => {
    renderRouted(<DetailsBody booking={booking(status, minutes)} />);
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeTruthy();
  });

  it.each([
    ['approved', 0],
    ['ongoing', -10],
    ['completed', -120],
    ['cancelled', 26 * 60],
    ['cancellation requested user', 26 * 60],
  ])('is not offered for a %s booking starting in %i min', (status, minutes) => {
    renderRouted(<DetailsBody booking={booking(status, minutes)} />);
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });

  it("shows the chosen day's free times and proposes one", async () => {
    const calls = fakeServer({
      ...lists,
      [TIMES]: times,
      'POST vendor/bookings/7/reschedule': {
        status: 201,
        body: { success: true, message: 'New time proposed', booking: {} },
      },
    });
    renderRouted(<DetailsBody booking={booking('approved', 26 * 60)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    const propose = () => screen.getByRole('button', { name: 'Propose new time' }) as HTMLButtonElement;
    expect(propose().disabled).toBe(true);
    chooseDay('2030-03-12');
    const select = screen.getByLabelText('New time') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.value)).toEqual(['', '09:00', '11:00', '15:30']);
    // Shown in SPEC §9's 'hh:mm A'; sent as 'HH:mm'.
    expect([...select.options].slice(1).map((o) => o.text)).toEqual(['09:00 AM', '11:00 AM', '03:30 PM']);
    expect(propose().disabled).toBe(true);
    await userEvent.selectOptions(select, '11:00');
    await userEvent.click(propose());
    expect(await screen.findByText('New time proposed')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ date: '2030-03-12', time: '11:00' });
  });

  it("says so when the day has no free time, and shows a refusal in the server's words", async () => {
    fakeServer({
      ...lists,
      [TIMES]: ok({ success: true, date: '2030-03-12', duration_minutes: 60, times: [] }),
      'GET vendor/bookings/7/reschedule-times?date=2030-03-13': times,
      'POST vendor/bookings/7/reschedule': {
        status: 409,
        body: { success: false, message: 'Silk Press: This time is no longer available' },
      },
    });
    renderRouted(<DetailsBody booking={booking('pending', 26 * 60)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    chooseDay('2030-03-12');
    expect(await screen.findByRole('option', { name: 'No free time on this day' })).toBeTruthy();
    chooseDay('2030-03-13');
    const select = screen.getByLabelText('New time') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    await userEvent.selectOptions(select, '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Propose new time' }));
    expect(await screen.findByText('Silk Press: This time is no longer available')).toBeTruthy();
  });

  it('moves a walk-in at once: its client has no account to answer', async () => {
    const calls = fakeServer({
      ...lists,
      [TIMES]: times,
      'POST vendor/bookings/7/reschedule': {
        status: 201,
        body: { success: true, message: 'Booking rescheduled', booking: {} },
      },
    });
    renderRouted(<DetailsBody booking={booking('approved', 26 * 60, { source: 'walk_in' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(screen.getByText('Move to a new time')).toBeTruthy();
    chooseDay('2030-03-12');
    const select = screen.getByLabelText('New time') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    await userEvent.selectOptions(select, '15:30');
    await userEvent.click(screen.getByRole('button', { name: 'Move booking' }));
    expect(await screen.findByText('Booking rescheduled')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ date: '2030-03-12', time: '15:30' });
  });

  it('shows the waiting proposal, without Reschedule, and withdraws it', async () => {
    const calls = fakeServer({
      ...lists,
      'DELETE vendor/bookings/7/reschedule': ok({
        success: true,
        message: 'Proposal withdrawn',
        booking: {},
      }),
    });
    const start = new Date('2030-03-12T10:00:00Z');
    renderRouted(
      <DetailsBody
        booking={booking('approved', 26 * 60, {
          proposal: { start, end: new Date(start.getTime() + 60 * MIN) },
        })}
      />,
    );
    expect(screen.getByText('New time proposed')).toBeTruthy();
    expect(screen.getByText(/Tue, 12 Mar 2030, 11:00 AM, waiting for Ada's answer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Proposal withdrawn')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'vendor/bookings/7/reschedule')).toBe(true);
  });
});
