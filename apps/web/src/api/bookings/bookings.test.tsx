import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '../../lib/session.ts';
import { bookingResponseFixture } from '../../test/fixtures.ts';
import { fakeServer } from '../../test/render.tsx';
import {
  bookingKeys,
  useAllBookings,
  useBookingsInRange,
  useSevenDayBookings,
  useTodayBookings,
} from './bookings.ts';

const RANGE = 'GET vendor/bookings/range?from=2026-11-26&to=2026-11-26';

const useRange = () => useBookingsInRange({ from: '2026-11-26', to: '2026-11-26' });

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

function renderRange(useList: typeof useRange = useRange) {
  const { client, wrapper } = withClient();
  const hook = renderHook(useList, { wrapper });
  const reload = () => act(() => client.invalidateQueries({ queryKey: bookingKeys.all }));
  return { hook, reload };
}

/** Loads the range's one booking, then reloads it once and waits for the reload to settle. */
async function loadThenReload(calls: readonly unknown[], useList = useRange) {
  const { hook, reload } = renderRange(useList);
  await waitFor(() => expect(hook.result.current.data).toHaveLength(1));
  const first = hook.result.current.data;
  await reload();
  await waitFor(() => expect(calls).toHaveLength(2));
  await waitFor(() => expect(hook.result.current.isFetching).toBe(false));
  return { hook, first };
}

beforeEach(() => setUser({ userId: 1, token: 'token', regStatus: true }));

describe('a reloaded list of bookings (issue 14: no redraw for nothing)', () => {
  it('stays the very same list when the server answers the same bookings', async () => {
    const calls = fakeServer({ [RANGE]: { status: 200, body: { bookings: [bookingResponseFixture(7)] } } });
    const { hook, first } = await loadThenReload(calls);
    expect(hook.result.current.data).toBe(first);
  });

  it('is the new answer when a booking changed', async () => {
    let status = 'pending';
    fakeServer({
      [RANGE]: () => ({
        status: 200,
        body: { bookings: [bookingResponseFixture(7, { booking_status: status })] },
      }),
    });
    const { hook, reload } = renderRange();
    await waitFor(() => expect(hook.result.current.data?.[0]?.status).toBe('pending'));
    status = 'approved';
    await reload();
    await waitFor(() => expect(hook.result.current.data?.[0]?.status).toBe('approved'));
  });
});

describe('a list answered with an entity tag (issue 14: an unchanged list costs a 304)', () => {
  const TAG = 'W/"r1-7-2026-11-26-2026-11-26"';

  it.each([
    ['a calendar range', RANGE, useRange],
    ['today’s list', 'GET getAllBookingsBy1days', useTodayBookings],
    ['the seven days’ list', 'GET getAllBookingsBy7days', useSevenDayBookings],
  ])(
    '%s is asked for again with the tag of the list held, and kept as it is when unchanged',
    async (_, call, useList) => {
      const calls = fakeServer({
        [call]: (asked) =>
          asked.headers['If-None-Match'] === TAG
            ? { status: 304 }
            : { status: 200, body: { bookings: [bookingResponseFixture(7)] }, headers: { ETag: TAG } },
      });
      const { hook, first } = await loadThenReload(calls, useList);
      expect(calls.map((c) => c.headers['If-None-Match'])).toEqual([undefined, TAG]);
      expect(hook.result.current.data).toBe(first);
    },
  );

  it('is the new answer, under its new tag, when the list changed', async () => {
    let version = 1;
    const calls = fakeServer({
      [RANGE]: () => ({
        status: 200,
        body: {
          bookings: [bookingResponseFixture(7, { booking_status: version === 1 ? 'pending' : 'approved' })],
        },
        headers: { ETag: `W/"v${version}"` },
      }),
    });
    const { hook, reload } = renderRange();
    await waitFor(() => expect(hook.result.current.data?.[0]?.status).toBe('pending'));
    version = 2;
    await reload();
    await waitFor(() => expect(hook.result.current.data?.[0]?.status).toBe('approved'));
    await reload();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((c) => c.headers['If-None-Match'])).toEqual([undefined, 'W/"v1"', 'W/"v2"']);
  });
});

describe('a list read by a page or dialog mounting after it loaded (issue 14: asked for once)', () => {
  const LISTS = [
    ['a calendar range', RANGE, useRange, bookingKeys.range(1, '2026-11-26', '2026-11-26')],
    ['the list of all bookings', 'GET getallbookingsbydate/1', useAllBookings, bookingKeys.list('all', 1)],
    ['today’s list', 'GET getAllBookingsBy1days', useTodayBookings, bookingKeys.list('today', 1)],
    ['the seven days’ list', 'GET getAllBookingsBy7days', useSevenDayBookings, bookingKeys.list('seven', 1)],
  ] as const;
  const answer = { status: 200, body: { bookings: [bookingResponseFixture(7)] } };

  it.each(LISTS)('%s is not asked for again by a second reader', async (_, call, useList) => {
    const calls = fakeServer({ [call]: answer });
    const { wrapper } = withClient();
    const first = renderHook(useList, { wrapper });
    await waitFor(() => expect(first.result.current.data).toHaveLength(1));
    const second = renderHook(useList, { wrapper });
    expect(second.result.current.data).toBe(first.result.current.data);
    // Long enough for a request the second reader made to be seen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    expect(second.result.current.isFetching).toBe(false);
  });

  it.each(LISTS)(
    '%s held from a minute ago (the offline copy) is asked for again',
    async (_, call, useList, key) => {
      const calls = fakeServer({ [call]: answer });
      const { client, wrapper } = withClient();
      client.setQueryData(key, [], { updatedAt: Date.now() - 60_000 });
      const hook = renderHook(useList, { wrapper });
      await waitFor(() => expect(hook.result.current.data).toHaveLength(1));
      expect(calls).toHaveLength(1);
    },
  );
});
