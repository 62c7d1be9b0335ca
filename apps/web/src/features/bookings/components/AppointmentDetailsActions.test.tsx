import { type BookingResponse, MSG } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../api/bookings/model.ts';
import { useNotifications } from '../../../api/notifications.ts';
import { resetSession, setUser } from '../../../lib/session.ts';
import { dialogs } from '../../../stores/dialogs.ts';
import { bookingFixture } from '../../../test/fixtures.ts';
import { fakeServer, later, type Reply, renderRouted, type ServerCall } from '../../../test/render.tsx';
import { AppointmentDetailsDialog, DetailsBody } from './AppointmentDetailsDialog.tsx';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';

// SPEC §4/§8 words, written out rather than read from the code.
const CANCEL_BLOCKED = "You can't cancel a service 5 minutes from starting";
const SOMETHING_WRONG = 'Something went wrong';

/** Noon in Lagos (11:00 UTC) on a Sunday; the clock is frozen here unless a test moves it. */
const NOW = new Date('2030-03-10T11:00:00Z');
const MIN = 60_000;

/** Every lifecycle action button the details dialog may show (No-show and Raise Dispute aside). */
const ACTIONS = [
  'Accept',
  'Reject',
  'Start',
  'Cancel Booking',
  'Complete',
  'Accept Cancellation',
  'Reject Cancellation',
];
const shownActions = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }) != null);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** The fixture booking in `status`, starting `minutes` from NOW and lasting an hour. */
function booking(status: string, minutes: number, patch: Partial<Booking> = {}): Booking {
  const start = new Date(NOW.getTime() + minutes * MIN);
  return bookingFixture({ status, start, end: new Date(start.getTime() + 60 * MIN), ...patch });
}

/** The same booking as getallbookingsbydate answers it. */
function raw(b: Booking): BookingResponse {
  return {
    id: b.id,
    multiple_id: b.multiple_id,
    service_name: b.service_name,
    servvice_date: b.start.toISOString().slice(0, 10),
    service_time: b.start.toISOString().slice(11, 16),
    end_date: b.end.toISOString().slice(0, 10),
    end_time: b.end.toISOString().slice(11, 16),
    booking_status: b.status,
    service_amount: b.booking_amount,
    enduser: { first_name: b.endUser, profile_image: null },
    service_comment: null,
    amount_paid: b.amount_paid,
    balance_received: 0,
    service_location: b.service_location,
    reviews: [],
    cancelcomment: [],
    serviceform: b.serviceform,
    service_address: null,
    reference: b.reference,
    home_service_fee: 0,
    updated_at: b.start.toISOString(),
    deposit_kept: 0,
    deposit_refunded: 0,
    starts_at: b.start.toISOString(),
    ends_at: b.end.toISOString(),
  };
}

const ok = (body: unknown = { success: true, message: 'ok' }): Reply => ({ status: 200, body });
const EMPTY = ok({ success: true, bookings: [] });

/** The API with user 1's bookings; `more` adds the action routes. */
function server(bookings: Booking[], more: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET getallbookingsbydate/1': ok({ success: true, bookings: bookings.map(raw) }),
    'GET getAllBookingsBy1days': EMPTY,
    'GET getAllBookingsBy7days': EMPTY,
    'GET getVendorNotice': EMPTY,
    ...more,
  });
}

const paths = (calls: ServerCall[], prefix: string) =>
  calls.filter((c) => c.path.startsWith(prefix)).map((c) => `${c.method} ${c.path}`);

/** A mounted notifications list, as the dashboard header has one. */
function NotificationsProbe() {
  useNotifications();
  return null;
}

/** The details dialog as the dashboard has it, opened on `id`, with the bookings loaded. */
async function openDetails(id = 7) {
  renderRouted(
    <>
      <NotificationsProbe />
      <AppointmentDetailsDialog />
      <CancelBookingDialog />
    </>,
  );
  act(() => dialogs.openDetails(id));
  return screen.findByRole('dialog', { name: 'Appointment Details' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetSession();
  setUser({ userId: 1, token: 'token', regStatus: true });
});
afterEach(() => {
  act(() => {
    dialogs.closeAll();
    // Alerts live in a global store: start each test without the last one's.
    notifications.clean();
  });
  vi.useRealTimers();
});

describe('SPEC §4: which actions the details dialog offers in each status', () => {
  it.each([
    // 'Pending to approved (Accept) or rejected (Reject)'.
    ['pending', 26 * 60, ['Accept', 'Reject']],
    // 'Approved to ongoing (Start)', 'Approved to cancelled through the cancel dialog'.
    ['approved', 60, ['Start', 'Cancel Booking']],
    // 'Ongoing to completed or awaiting review (Complete)'.
    ['ongoing', -10, ['Complete']],
    // 'Cancellation requested user ... can be accepted or rejected by the vendor'.
    ['cancellation requested user', 26 * 60, ['Accept Cancellation', 'Reject Cancellation']],
    // Waiting for the customer: nothing for the vendor to decide.
    ['cancellation requested vendor', 26 * 60, []],
    ['awaiting review', -120, []],
    ['completed', -120, []],
    ['cancelled', 26 * 60, []],
    ['rejected', 26 * 60, []],
  ])('%s, starting in %i min, offers %j', (status, minutes, expected) => {
    renderRouted(<DetailsBody booking={booking(status, minutes as number)} />);
    expect(shownActions()).toEqual(expected);
  });

  it.each([
    ['cancellation requested user', 'Cancellation Requested'],
    ['cancellation requested vendor', 'Awaiting Cancellation Approval'],
  ])("%s is displayed '%s'", (status, label) => {
    renderRouted(<DetailsBody booking={booking(status, 26 * 60)} />);
    expect(screen.getByText(label)).toBeTruthy();
  });
});

describe("Start: 'enabled only from 2 minutes before the start time'", () => {
  it('is disabled 2 minutes and 1 second before the start', () => {
    renderRouted(<DetailsBody booking={booking('approved', 2 + 1 / 60)} />);
    expect(button('Start').disabled).toBe(true);
  });

  it('is enabled at 2 minutes before, and starts the booking once', async () => {
    const answer = later<Reply>();
    const calls = server([], { 'GET startBooking/7': () => answer.promise });
    const user = userEvent.setup();
    renderRouted(<DetailsBody booking={booking('approved', 2)} />);
    expect(button('Start').disabled).toBe(false);

    // A double click while the server has not answered yet sends one request.
    await user.click(button('Start'));
    await user.click(button('Start'));
    answer.resolve(ok({ success: true, message: MSG.bookingUpdated }));
    expect(await screen.findByText('Booking updated')).toBeTruthy();
    expect(paths(calls, 'startBooking')).toEqual(['GET startBooking/7']);
  });

  it('turns enabled by itself when the clock reaches 2 minutes before (the clock refreshes each second)', async () => {
    renderRouted(<DetailsBody booking={booking('approved', 3)} />);
    expect(button('Start').disabled).toBe(true);
    vi.setSystemTime(new Date(NOW.getTime() + MIN));
    await waitFor(() => expect(button('Start').disabled).toBe(false), { timeout: 2500 });
  });

  it("a failed start says 'Something went wrong'", async () => {
    server([], { 'GET startBooking/7': { status: 500, body: { message: 'boom' } } });
    const user = userEvent.setup();
    renderRouted(<DetailsBody booking={booking('approved', 0)} />);
    await user.click(button('Start'));
    expect(await screen.findByText(SOMETHING_WRONG)).toBeTruthy();
  });
});

describe("Cancel: 'blocked within 5 minutes of the start, with the message ...'", () => {
  it.each([
    ['exactly 5 minutes before the start', 5],
    ['1 minute before the start', 1],
    ['after the start', -10],
  ])('%s: tells why and opens no cancel dialog', async (_, minutes) => {
    const calls = server([]);
    const user = userEvent.setup();
    renderRouted(
      <>
        <DetailsBody booking={booking('approved', minutes)} />
        <CancelBookingDialog />
      </>,
    );
    await user.click(button('Cancel Booking'));
    expect(await screen.findByText(CANCEL_BLOCKED)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Cancel Booking' })).toBeNull();
    expect(paths(calls, 'cancelvendorBooking')).toEqual([]);
  });

  it('5 minutes and 1 second before the start: the cancel dialog opens', async () => {
    server([]);
    const user = userEvent.setup();
    renderRouted(
      <>
        <DetailsBody booking={booking('approved', 5 + 1 / 60)} />
        <CancelBookingDialog />
      </>,
    );
    await user.click(button('Cancel Booking'));
    expect(await screen.findByRole('dialog', { name: 'Cancel Booking' })).toBeTruthy();
    expect(screen.queryByText(CANCEL_BLOCKED)).toBeNull();
  });
});

describe("'Start and Cancel are hidden once the end day has passed' (West Africa time)", () => {
  it('hidden just after midnight in Lagos for a booking that ended at 23:30 Lagos time', () => {
    // 23:30 UTC is 00:30 on 11 March in Lagos; in UTC it would still be 10 March.
    vi.setSystemTime(new Date('2030-03-10T23:30:00Z'));
    const b = bookingFixture({
      status: 'approved',
      start: new Date('2030-03-10T21:30:00Z'),
      end: new Date('2030-03-10T22:30:00Z'),
    });
    renderRouted(<DetailsBody booking={b} />);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });

  it('still shown on the Lagos day the booking ended (the UTC date has changed meanwhile)', () => {
    // Ended 00:15 on 11 March in Lagos (23:15 UTC on 10 March); now 01:30 on 11 March in Lagos.
    vi.setSystemTime(new Date('2030-03-11T00:30:00Z'));
    const b = bookingFixture({
      status: 'approved',
      start: new Date('2030-03-10T23:00:00Z'),
      end: new Date('2030-03-10T23:15:00Z'),
    });
    renderRouted(<DetailsBody booking={b} />);
    expect(button('Start').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeTruthy();
  });
});

describe('Complete, and complete with the balance (SPEC §4)', () => {
  const ongoing = (type = 'Fixed') =>
    booking('ongoing', -30, {
      serviceform: { service_duration_type: type, virtual_appointment: false, service_price: 10_000 },
    });

  it("a fixed price completes at once: 'Booking updated', no balance asked", async () => {
    const calls = server([], {
      'GET completeBooking/7': ok({ success: true, type: 'fixed', message: MSG.bookingUpdated }),
    });
    const user = userEvent.setup();
    renderRouted(<DetailsBody booking={ongoing()} />);
    await user.click(button('Complete'));
    expect(await screen.findByText('Booking updated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Balance' })).toBeNull();
    expect(paths(calls, 'completeBooking')).toEqual(['GET completeBooking/7']);
  });

  it.each(['starts at', 'varies', "don't show"])(
    "type '%s': 'the vendor must enter the remaining balance and submit it to finish'",
    async (type) => {
      const calls = server([], {
        'GET completeBooking/7': ok({ success: true, type, message: MSG.enterBalance }),
        'GET completeBookingbalance/7/7000': ok({ success: true, message: MSG.bookingUpdated }),
      });
      const user = userEvent.setup();
      renderRouted(<DetailsBody booking={ongoing(type === 'starts at' ? 'Starts at' : type)} />);
      await user.click(button('Complete'));

      // The alert and the balance form's heading both say it.
      await waitFor(() => expect(screen.getAllByText('Enter Booking Balance')).toHaveLength(2));
      expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
      expect(paths(calls, 'completeBookingbalance')).toEqual([]);

      // ₦10,000 price, ₦3,000 paid: the ₦7,000 left is offered.
      await user.click(button('Submit Balance'));
      expect(await screen.findByText('Booking updated')).toBeTruthy();
      expect(paths(calls, 'completeBookingbalance')).toEqual(['GET completeBookingbalance/7/7000']);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit Balance' })).toBeNull());
    },
  );

  it('a double click on Complete asks the server once', async () => {
    const answer = later<Reply>();
    const calls = server([], { 'GET completeBooking/7': () => answer.promise });
    const user = userEvent.setup();
    renderRouted(<DetailsBody booking={ongoing()} />);
    await user.click(button('Complete'));
    await user.click(screen.queryByRole('button', { name: 'Complete' }) ?? document.body);
    answer.resolve(ok({ success: true, type: 'fixed', message: MSG.bookingUpdated }));
    expect(await screen.findByText('Booking updated')).toBeTruthy();
    expect(paths(calls, 'completeBooking')).toEqual(['GET completeBooking/7']);
  });

  it('a double click on Submit Balance records the balance once', async () => {
    const answer = later<Reply>();
    const calls = server([], {
      'GET completeBooking/7': ok({ success: true, type: 'varies', message: MSG.enterBalance }),
      'GET completeBookingbalance/7/7000': () => answer.promise,
    });
    const user = userEvent.setup();
    renderRouted(<DetailsBody booking={ongoing('varies')} />);
    await user.click(button('Complete'));
    await user.click(await screen.findByRole('button', { name: 'Submit Balance' }));
    await user.click(button('Submit Balance'));
    answer.resolve(ok({ success: true, message: MSG.bookingUpdated }));
    expect(await screen.findByText('Booking updated')).toBeTruthy();
    expect(paths(calls, 'completeBookingbalance')).toEqual(['GET completeBookingbalance/7/7000']);
  });
});

describe("'Cancellation requested user ... can be accepted or rejected by the vendor'", () => {
  it.each([
    ['Accept Cancellation', 'accept', 'Cancellation Request accepted'],
    ['Reject Cancellation', 'reject', 'Cancellation Request rejected'],
  ])('%s sends acceptrejectvendorcancel/{id}/%s and says %s', async (name, decision, message) => {
    const calls = server([], {
      [`GET acceptrejectvendorcancel/7/${decision}`]: ok({ success: true, message }),
    });
    const user = userEvent.setup();
    renderRouted(<DetailsBody booking={booking('cancellation requested user', 26 * 60)} />);
    await user.click(button(name));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(paths(calls, 'acceptrejectvendorcancel')).toEqual([`GET acceptrejectvendorcancel/7/${decision}`]);
  });

  it("a refused decision says 'Something went wrong'", async () => {
    server([], { 'GET acceptrejectvendorcancel/7/accept': { status: 409, body: { message: 'moved on' } } });
    const user = userEvent.setup();
    renderRouted(<DetailsBody booking={booking('cancellation requested user', 26 * 60)} />);
    await user.click(button('Accept Cancellation'));
    expect(await screen.findByText(SOMETHING_WRONG)).toBeTruthy();
  });
});

describe("'After any booking change, the bookings list and notifications are reloaded'", () => {
  it('accepting from the dialog reloads both', async () => {
    const pending = booking('pending', 26 * 60);
    const calls = server([pending], {
      'GET acceptBooking/7': ok({ success: true, message: MSG.bookingAccepted }),
    });
    const user = userEvent.setup();
    const dialog = await openDetails();
    await waitFor(() => expect(paths(calls, 'getVendorNotice')).toHaveLength(1));
    const before = { bookings: paths(calls, 'getallbookingsbydate').length };

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Booking Accepted')).toBeTruthy();
    await waitFor(() => {
      expect(paths(calls, 'getallbookingsbydate').length).toBeGreaterThan(before.bookings);
      expect(paths(calls, 'getVendorNotice')).toHaveLength(2);
    });
  });

  it('a double click on Accept accepts once', async () => {
    const answer = later<Reply>();
    const calls = server([booking('pending', 26 * 60)], { 'GET acceptBooking/7': () => answer.promise });
    const user = userEvent.setup();
    const dialog = await openDetails();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Accept' }));
    answer.resolve(ok({ success: true, message: MSG.bookingAccepted }));
    expect(await screen.findByText('Booking Accepted')).toBeTruthy();
    expect(paths(calls, 'acceptBooking')).toEqual(['GET acceptBooking/7']);
  });
});
