import type { BookingResponse } from '@app/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { bookingKeys, patchBookingLists } from './bookings.ts';
import {
  busyDaysScope,
  inScope,
  patchBusyDays,
  patchCachedList,
  patchList,
  scopeOfKey,
} from './cachePatch.ts';
import { type Booking, toBooking } from './model.ts';

/** A booking as the server presents it, starting at a Lagos wall-clock time (UTC+1). */
function raw(id: number, date: string, time: string, extra: Partial<BookingResponse> = {}): BookingResponse {
  const start = new Date(`${date}T${time}:00+01:00`);
  const end = new Date(start.getTime() + 3_600_000);
  return {
    id,
    multiple_id: `m-${id}`,
    service_name: 'Wash & Set',
    servvice_date: date,
    service_time: time,
    end_date: date,
    end_time: time,
    booking_status: 'pending',
    service_amount: 8000,
    enduser: { first_name: 'Tolu', profile_image: null, id: 7, phone_number: null },
    service_comment: null,
    amount_paid: 0,
    balance_received: 0,
    service_location: "At Vendor's Location",
    reviews: [],
    cancelcomment: [],
    serviceform: { service_duration_type: 'Fixed', virtual_appointment: false, service_price: 8000 },
    service_address: null,
    reference: `BK-${id}`,
    home_service_fee: 0,
    updated_at: '2026-11-20T09:00:00.000Z',
    deposit_kept: 0,
    deposit_refunded: 0,
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    ...extra,
  };
}
const booking = (...args: Parameters<typeof raw>): Booking => toBooking(raw(...args));
const ids = (list: Booking[] | undefined) => list?.map((b) => b.id);
const TODAY = '2026-11-20';

describe('scopeOfKey', () => {
  it('reads the scope of every bookings list key, and nothing else', () => {
    expect(scopeOfKey(bookingKeys.list('all', 3))).toEqual({ kind: 'all' });
    expect(scopeOfKey(bookingKeys.list('today', 3))).toEqual({ kind: 'today' });
    expect(scopeOfKey(bookingKeys.list('seven', 3))).toEqual({ kind: 'seven' });
    expect(scopeOfKey(bookingKeys.range(3, '2026-11-01', '2026-11-30'))).toEqual({
      kind: 'range',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(scopeOfKey(['bookings'])).toBeNull();
    expect(scopeOfKey(['bookings', 'detail', 3])).toBeNull();
    expect(scopeOfKey(['bookings', 'range', 3, 'x', 'y'])).toBeNull();
    expect(scopeOfKey(['notifications', 'all', 3])).toBeNull();
  });
});

describe('inScope', () => {
  const range = { kind: 'range', from: '2026-11-21', to: '2026-11-22' } as const;
  it('places a booking by its Lagos start day, both ends of a range included', () => {
    // 23:30 Lagos on the 22nd is 22:30 UTC: still the 22nd; 00:00 on the 23rd is out.
    expect(inScope(range, booking(1, '2026-11-22', '23:30'), TODAY)).toBe(true);
    expect(inScope(range, booking(1, '2026-11-23', '00:00'), TODAY)).toBe(false);
    expect(inScope(range, booking(1, '2026-11-21', '00:00'), TODAY)).toBe(true);
    expect(inScope(range, booking(1, '2026-11-20', '23:59'), TODAY)).toBe(false);
  });

  it('knows today and the seven days from today', () => {
    expect(inScope({ kind: 'today' }, booking(1, TODAY, '08:00'), TODAY)).toBe(true);
    expect(inScope({ kind: 'today' }, booking(1, '2026-11-21', '08:00'), TODAY)).toBe(false);
    expect(inScope({ kind: 'seven' }, booking(1, '2026-11-26', '23:59'), TODAY)).toBe(true);
    expect(inScope({ kind: 'seven' }, booking(1, '2026-11-27', '00:00'), TODAY)).toBe(false);
    expect(inScope({ kind: 'seven' }, booking(1, '2026-11-19', '12:00'), TODAY)).toBe(false);
    expect(inScope({ kind: 'all' }, booking(1, '2020-01-01', '12:00'), TODAY)).toBe(true);
  });

  it('keeps the statuses no list shows out of every list', () => {
    for (const status of ['awaiting payment', 'expired']) {
      const held = booking(1, TODAY, '08:00', { booking_status: status });
      expect(inScope({ kind: 'all' }, held, TODAY)).toBe(false);
      expect(inScope({ kind: 'today' }, held, TODAY)).toBe(false);
    }
    expect(inScope({ kind: 'all' }, booking(1, TODAY, '08:00', { booking_status: 'rejected' }), TODAY)).toBe(
      true,
    );
  });
});

describe('patchList', () => {
  const list = [booking(1, TODAY, '09:00'), booking(2, TODAY, '11:00'), booking(3, TODAY, '11:00')];

  it('inserts a new booking in its place by start, after those starting with it of lower id', () => {
    expect(ids(patchList(list, booking(4, TODAY, '10:00'), true))).toEqual([1, 4, 2, 3]);
    expect(ids(patchList(list, booking(4, TODAY, '11:00'), true))).toEqual([1, 2, 3, 4]);
    expect(ids(patchList(list, booking(0, TODAY, '11:00'), true))).toEqual([1, 0, 2, 3]);
    expect(ids(patchList(list, booking(5, TODAY, '08:00'), true))).toEqual([5, 1, 2, 3]);
    expect(ids(patchList([], booking(5, TODAY, '08:00'), true))).toEqual([5]);
    // The list given is left as it was.
    expect(ids(list)).toEqual([1, 2, 3]);
  });

  it('replaces a booking that changed, moving it when its start moved', () => {
    const accepted = booking(2, TODAY, '11:00', {
      booking_status: 'approved',
      updated_at: '2026-11-20T10:00:00.000Z',
    });
    const patched = patchList(list, accepted, true);
    expect(ids(patched)).toEqual([1, 2, 3]);
    expect(patched[1]?.status).toBe('approved');
    expect(ids(patchList(list, booking(1, TODAY, '12:00'), true))).toEqual([2, 3, 1]);
  });

  it('takes out a booking its scope no longer holds; leaves the list alone when it had none', () => {
    expect(ids(patchList(list, booking(2, TODAY, '11:00'), false))).toEqual([1, 3]);
    expect(patchList(list, booking(9, TODAY, '11:00'), false)).toBe(list);
  });

  it('ignores an event older than the booking it already holds', () => {
    const newer = [booking(1, TODAY, '09:00', { updated_at: '2026-11-20T10:00:00.000Z' })];
    const late = booking(1, TODAY, '09:00', {
      booking_status: 'pending',
      updated_at: '2026-11-20T09:00:00.000Z',
    });
    expect(patchList(newer, late, true)).toBe(newer);
    expect(patchList(newer, late, false)).toBe(newer);
  });

  it('patches a cached list by its key', () => {
    const b = booking(4, '2026-11-23', '10:00');
    expect(ids(patchCachedList(bookingKeys.range(3, '2026-11-23', '2026-11-23'), [], b, TODAY))).toEqual([4]);
    expect(ids(patchCachedList(bookingKeys.range(3, '2026-11-24', '2026-11-30'), [], b, TODAY))).toEqual([]);
    expect(ids(patchCachedList(bookingKeys.list('seven', 3), [], b, TODAY))).toEqual([4]);
    expect(ids(patchCachedList(bookingKeys.list('today', 3), [], b, TODAY))).toEqual([]);
    expect(patchCachedList(['bookings', 'other'], [], b, TODAY)).toBeUndefined();
  });
});

describe('patchBookingLists', () => {
  const now = new Date('2026-11-20T09:00:00.000Z');
  const seeded = () => {
    const client = new QueryClient();
    const day = bookingKeys.range(3, '2026-11-21', '2026-11-21');
    const week = bookingKeys.range(3, '2026-11-16', '2026-11-22');
    const all = bookingKeys.list('all', 3);
    const today = bookingKeys.list('today', 3);
    client.setQueryData(day, [booking(1, '2026-11-21', '09:00')]);
    client.setQueryData(week, [booking(1, '2026-11-21', '09:00')]);
    client.setQueryData(all, [booking(1, '2026-11-21', '09:00')]);
    client.setQueryData(today, []);
    return { client, day, week, all, today };
  };
  const listOf = (client: QueryClient, key: readonly unknown[]) => ids(client.getQueryData<Booking[]>(key));

  it('puts a new booking into every list whose days hold it, without reloading them', () => {
    const { client, day, week, all, today } = seeded();
    patchBookingLists(client, raw(2, '2026-11-21', '08:00'), now);
    expect(listOf(client, day)).toEqual([2, 1]);
    expect(listOf(client, week)).toEqual([2, 1]);
    expect(listOf(client, all)).toEqual([2, 1]);
    expect(listOf(client, today)).toEqual([]);
    for (const key of [day, week, all, today]) expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('moves a booking between ranges when its day changes, and drops one held for payment', () => {
    const { client, day, week, all } = seeded();
    const monday = bookingKeys.range(3, '2026-11-23', '2026-11-23');
    client.setQueryData(monday, []);
    patchBookingLists(client, raw(1, '2026-11-23', '10:00', { updated_at: '2026-11-20T10:00:00.000Z' }), now);
    expect(listOf(client, day)).toEqual([]);
    expect(listOf(client, week)).toEqual([]);
    expect(listOf(client, monday)).toEqual([1]);
    expect(listOf(client, all)).toEqual([1]);
    patchBookingLists(
      client,
      raw(1, '2026-11-23', '10:00', { booking_status: 'expired', updated_at: '2026-11-20T11:00:00.000Z' }),
      now,
    );
    expect(listOf(client, monday)).toEqual([]);
    expect(listOf(client, all)).toEqual([]);
  });

  it('reloads instead when the payload is not a booking', () => {
    const { client, day, all } = seeded();
    patchBookingLists(client, { id: 'nope' }, now);
    expect(client.getQueryState(day)?.isInvalidated).toBe(true);
    expect(client.getQueryState(all)?.isInvalidated).toBe(true);
    expect(listOf(client, day)).toEqual([1]);
  });

  /** A list whose load is in flight until `answer` or `fail` is called; `loads` counts its loads. */
  const loading = (client: QueryClient, key: readonly unknown[]) => {
    const pending = { loads: 0, answer: (_: Booking[]) => {}, fail: () => {} };
    void client
      .fetchQuery({
        queryKey: key,
        queryFn: () =>
          new Promise<Booking[]>((resolve, reject) => {
            pending.loads += 1;
            pending.answer = resolve;
            pending.fail = () => reject(new Error('offline'));
          }),
      })
      .catch(() => undefined);
    return pending;
  };

  it('gives a list still loading the bookings of a burst once its answer is in, loading it once', async () => {
    const { client } = seeded();
    const seven = bookingKeys.list('seven', 3);
    const load = loading(client, seven);
    // A two-service booking: two events while the list loads. Its answer predates both.
    patchBookingLists(client, raw(2, '2026-11-21', '08:00'), now);
    patchBookingLists(client, raw(3, '2026-11-21', '10:00'), now);
    expect(client.getQueryState(seven)?.fetchStatus).toBe('fetching');
    load.answer([booking(1, '2026-11-21', '09:00')]);
    await vi.waitFor(() => expect(listOf(client, seven)).toEqual([2, 1, 3]));
    expect(load.loads).toBe(1);
    expect(client.getQueryState(seven)?.isInvalidated).toBe(false);
  });

  it('keeps an answer that already holds the change as it is', async () => {
    const { client } = seeded();
    const seven = bookingKeys.list('seven', 3);
    const load = loading(client, seven);
    patchBookingLists(client, raw(2, '2026-11-21', '08:00'), now);
    const answer = [booking(2, '2026-11-21', '08:00'), booking(1, '2026-11-21', '09:00')];
    load.answer(answer);
    await vi.waitFor(() => expect(client.getQueryState(seven)?.status).toBe('success'));
    expect(listOf(client, seven)).toEqual([2, 1]);
  });

  it('reloads a list whose load failed while an event waited for it', async () => {
    const { client } = seeded();
    const seven = bookingKeys.list('seven', 3);
    const load = loading(client, seven);
    patchBookingLists(client, raw(2, '2026-11-21', '08:00'), now);
    load.fail();
    await vi.waitFor(() => expect(client.getQueryState(seven)?.isInvalidated).toBe(true));
  });

  it('reloads a bookings query of a kind it does not know', () => {
    const { client, day } = seeded();
    client.setQueryData(['bookings', 'other', 3], [booking(1, '2026-11-21', '09:00')]);
    patchBookingLists(client, raw(2, '2026-11-21', '08:00'), now);
    expect(client.getQueryState(['bookings', 'other', 3])?.isInvalidated).toBe(true);
    expect(client.getQueryState(day)?.isInvalidated).toBe(false);
  });
});

describe('the month calendar’s busy days', () => {
  const now = new Date('2026-11-20T09:00:00.000Z');
  const november = { from: '2026-10-26', to: '2026-12-06' };
  const at = (date: string, status = 'approved') => booking(1, date, '09:00', { booking_status: status });

  it('reads its key, and no list’s', () => {
    expect(busyDaysScope(bookingKeys.busyDays(3, '2026-10-26', '2026-12-06'))).toEqual(november);
    expect(busyDaysScope(bookingKeys.range(3, '2026-10-26', '2026-12-06'))).toBeNull();
    expect(scopeOfKey(bookingKeys.busyDays(3, '2026-10-26', '2026-12-06'))).toBeNull();
  });

  it('adds the day of a booking that makes it busy, in order, once', () => {
    expect(patchBusyDays(['2026-11-02', '2026-11-30'], november, at('2026-11-21'), undefined)).toEqual([
      '2026-11-02',
      '2026-11-21',
      '2026-11-30',
    ]);
    const days = ['2026-11-21'];
    expect(patchBusyDays(days, november, at('2026-11-21'), undefined)).toBe(days);
    // Accepted, started, completed, cancelled: the day stays busy, as the server counts it.
    expect(patchBusyDays(days, november, at('2026-11-21', 'cancelled'), at('2026-11-21', 'pending'))).toBe(
      days,
    );
    // Outside the grid's days: nothing to do.
    expect(patchBusyDays(days, november, at('2026-12-07'), undefined)).toBe(days);
  });

  it('asks the server (undefined) when the booking may have left a day: rejected, hidden, or moved', () => {
    const days = ['2026-11-21', '2026-11-23'];
    expect(
      patchBusyDays(days, november, at('2026-11-21', 'rejected'), at('2026-11-21', 'pending')),
    ).toBeUndefined();
    expect(
      patchBusyDays(days, november, at('2026-11-21', 'expired'), at('2026-11-21', 'pending')),
    ).toBeUndefined();
    expect(patchBusyDays(days, november, at('2026-11-23'), at('2026-11-21'))).toBeUndefined();
    // Unknown before and rejected now: it may have been that day's only booking.
    expect(patchBusyDays(days, november, at('2026-11-21', 'rejected'), undefined)).toBeUndefined();
    // Moved from outside the grid, or from a rejection: nothing was left behind.
    expect(patchBusyDays(days, november, at('2026-11-24'), at('2026-12-20'))).toEqual([
      '2026-11-21',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(patchBusyDays(days, november, at('2026-11-21'), at('2026-11-22', 'rejected'))).toBe(days);
  });

  it('is patched by a realtime event beside the lists, and reloaded when a day may be left', () => {
    const client = new QueryClient();
    const key = bookingKeys.busyDays(3, '2026-10-26', '2026-12-06');
    const week = bookingKeys.range(3, '2026-11-16', '2026-11-22');
    client.setQueryData(key, ['2026-11-21']);
    client.setQueryData(week, [booking(1, '2026-11-21', '09:00')]);
    patchBookingLists(client, raw(2, '2026-11-25', '08:00'), now);
    expect(client.getQueryData(key)).toEqual(['2026-11-21', '2026-11-25']);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    // Booking 1 moves from the 21st to the 22nd: the 21st may now be free.
    patchBookingLists(client, raw(1, '2026-11-22', '09:00', { updated_at: '2026-11-20T10:00:00.000Z' }), now);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
