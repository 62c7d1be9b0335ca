import { CALENDAR_MESSAGES, MSG, type ServiceResponse, SLOT_MESSAGES } from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../../lib/session.ts';
import { renderUi } from '../../../test/render.tsx';
import { calendarDialogs } from '../entryDialogs.ts';
import { CalendarEntryDialog } from './CalendarEntryDialog.tsx';

const SERVICE: ServiceResponse = {
  id: 3,
  name: 'Wash & Set',
  category: null,
  description: null,
  duration_minutes: 60,
  duration_hours: 1,
  duration_mins: 0,
  duration_type: 'Fixed',
  price: 8000,
  virtual_appointment: false,
  home_service: false,
  deposit_type: 'none',
  deposit_value: 0,
  images: [],
  addons: [],
};
const RANGE = { date: '2030-11-21', start: '10:00', end: '11:30' };

type Answer = { status: number; body: unknown };
type Call = { method: string; path: string; body: unknown };

/** The API: the vendor's services, and `save` answering the dialog's POST. */
function serverWith(save: Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace(/^\/api\//, '');
      calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer =
        method === 'POST'
          ? save
          : path === 'getallservicebyid/1'
            ? { status: 200, body: { success: true, data: [SERVICE] } }
            : { status: 404, body: { message: `no route ${path}` } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { posts: () => calls.filter((c) => c.method === 'POST') };
}

const dialog = () => screen.getByRole('dialog', { name: /Add booking|Block time/ });
const field = (label: RegExp) => within(dialog()).getByLabelText(label);
const submit = (name: string) => within(dialog()).getByRole('button', { name });

async function fillWalkIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await within(dialog()).findByPlaceholderText('Choose a service'));
  await user.click(await screen.findByRole('option', { name: /Wash & Set/ }));
  await user.type(field(/^Client's name/), 'Ada');
  await user.type(field(/^Client's phone/), '08031234567');
}

beforeEach(() => setUser({ userId: 1, token: 'token', regStatus: true }));
afterEach(() => act(() => calendarDialogs.closeAll()));

describe('Add booking (walk-in or phone)', { timeout: 20_000 }, () => {
  it('prefills the selected time and tells every missing field at once, sending nothing', async () => {
    const server = serverWith({ status: 201, body: {} });
    const user = userEvent.setup({ delay: null });
    renderUi(<CalendarEntryDialog />);
    act(() => calendarDialogs.openEntry('booking', RANGE));

    expect(screen.getByRole('dialog', { name: 'Add booking' })).toBeTruthy();
    expect((field(/^Date/) as HTMLInputElement).value).toBe(RANGE.date);
    expect((field(/^Start time/) as HTMLInputElement).value).toBe(RANGE.start);
    await user.click(submit('Add booking'));

    const text = dialog().textContent ?? '';
    expect(text).toContain('Choose a service');
    expect(text.match(new RegExp(MSG.required, 'g'))).toHaveLength(2); // name and phone
    await user.type(field(/^Client's e-mail/), 'ada@');
    await user.click(submit('Add booking'));
    expect(dialog().textContent).toContain(MSG.invalidEmail);
    expect(server.posts()).toEqual([]);
  });

  it('shows the server’s refusal of a taken slot in the dialog and stays open', async () => {
    const refusal = `Wash & Set: ${SLOT_MESSAGES.taken}`;
    const server = serverWith({ status: 409, body: { success: false, message: refusal } });
    const user = userEvent.setup({ delay: null });
    renderUi(<CalendarEntryDialog />);
    act(() => calendarDialogs.openEntry('booking', RANGE));
    await fillWalkIn(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'Phone' }));
    // The service's length gives the end.
    expect(dialog().textContent).toContain('1h, until 11:00 AM');
    await user.click(submit('Add booking'));

    expect((await within(dialog()).findByRole('alert')).textContent).toBe(refusal);
    expect(server.posts()).toEqual([
      {
        method: 'POST',
        path: 'vendor/bookings/walk-in',
        body: {
          source: 'phone',
          service_id: SERVICE.id,
          date: RANGE.date,
          time: RANGE.start,
          client_name: 'Ada',
          client_phone: '08031234567',
          client_email: '',
          note: '',
        },
      },
    ]);
  });

  it('puts the server’s field errors next to their fields', async () => {
    serverWith({
      status: 422,
      body: {
        message: CALENDAR_MESSAGES.chooseOwnService,
        errors: { service_id: CALENDAR_MESSAGES.chooseOwnService },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderUi(<CalendarEntryDialog />);
    act(() => calendarDialogs.openEntry('booking', RANGE));
    await fillWalkIn(user);
    await user.click(submit('Add booking'));
    await waitFor(() => expect(dialog().textContent).toContain(CALENDAR_MESSAGES.chooseOwnService));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('closes once added', async () => {
    serverWith({ status: 201, body: { success: true, message: CALENDAR_MESSAGES.bookingAdded } });
    const user = userEvent.setup({ delay: null });
    renderUi(<CalendarEntryDialog />);
    act(() => calendarDialogs.openEntry('booking', RANGE));
    await fillWalkIn(user);
    await user.click(submit('Add booking'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(CALENDAR_MESSAGES.bookingAdded)).toBeTruthy();
  });
});

describe('Block time', { timeout: 20_000 }, () => {
  it('prefills the selection, wants the end after the start, and shows a refusal', async () => {
    const refusal = CALENDAR_MESSAGES.blockedOverBooking('Wash & Set at 10:00 AM');
    const server = serverWith({ status: 409, body: { success: false, message: refusal } });
    const user = userEvent.setup({ delay: null });
    renderUi(<CalendarEntryDialog />);
    act(() => calendarDialogs.openEntry('booking', RANGE));
    await user.click(within(dialog()).getByRole('radio', { name: 'Block time' }));

    expect(screen.getByRole('dialog', { name: 'Block time' })).toBeTruthy();
    expect((field(/^From/) as HTMLInputElement).value).toBe('10:00');
    expect((field(/^Until/) as HTMLInputElement).value).toBe('11:30');
    await user.clear(field(/^Until/));
    await user.type(field(/^Until/), '09:00');
    await user.click(submit('Block time'));
    expect(dialog().textContent).toContain('The end must be after the start');
    expect(server.posts()).toEqual([]);

    await user.clear(field(/^Until/));
    await user.type(field(/^Until/), '11:30');
    await user.type(field(/^Reason/), 'Staff training');
    await user.click(submit('Block time'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(refusal);
    expect(server.posts().map((c) => c.body)).toEqual([
      { date: RANGE.date, start_time: '10:00', end_time: '11:30', reason: 'Staff training' },
    ]);
  });
});

describe('Add booking: a series of visits', { timeout: 20_000 }, () => {
  it('shows each date free or why not before saving, lets a refused one take another time, then books them once', async () => {
    const posts: { path: string; body: { visits: { date: string; time: string }[] }; key?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const path = url.replace(/^\/api\//, '');
        const headers = new Headers(init.headers);
        let body: unknown = { message: `no route ${path}` };
        let status = 404;
        if (path === 'getallservicebyid/1') [status, body] = [200, { success: true, data: [SERVICE] }];
        if (init.method === 'POST') {
          const sent = JSON.parse(String(init.body));
          posts.push({ path, body: sent, key: headers.get('idempotency-key') ?? undefined });
          status = path === 'vendor/bookings/series' ? 201 : 200;
          body =
            path === 'vendor/bookings/series/preview'
              ? {
                  visits: sent.visits.map((v: { date: string; time: string }) => ({
                    ...v,
                    problem: v.time === '10:00' && v.date === '2031-01-16' ? SLOT_MESSAGES.taken : null,
                  })),
                }
              : { success: true, message: 'Booked 6 visits', series_id: 1, bookings: [] };
        }
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<CalendarEntryDialog />);
    act(() => calendarDialogs.openEntry('booking', RANGE));
    await fillWalkIn(user);
    await user.click(within(dialog()).getByRole('switch', { name: 'Repeat this visit' }));
    await user.click(submit('Check dates'));

    const table = await within(dialog()).findByRole('table', { name: 'Visits of the series' });
    // Every 4 weeks from Thursday 21 Nov 2030, six times, across the year's end.
    expect(posts[0]?.body.visits.map((v) => v.date)).toEqual([
      '2030-11-21',
      '2030-12-19',
      '2031-01-16',
      '2031-02-13',
      '2031-03-13',
      '2031-04-10',
    ]);
    expect(within(table).getAllByText('Free')).toHaveLength(5);
    expect(within(table).getByText(SLOT_MESSAGES.taken)).toBeTruthy();
    expect(submit('Book 5 visits')).toBeTruthy();

    const moved = within(table).getByLabelText('Time on 2031-01-16');
    await user.clear(moved);
    await user.type(moved, '14:00');
    await user.click(submit('Check again'));
    await waitFor(() => expect(within(table).getAllByText('Free')).toHaveLength(6));
    await user.click(submit('Book 6 visits'));

    await waitFor(() => expect(posts).toHaveLength(3));
    const saved = posts[2]!;
    expect(saved.path).toBe('vendor/bookings/series');
    expect(saved.key).toBeTruthy();
    expect(saved.body).toMatchObject({ every_weeks: 4, client_name: 'Ada', service_id: 3 });
    expect(saved.body.visits[2]).toEqual({ date: '2031-01-16', time: '14:00' });
  });
});
