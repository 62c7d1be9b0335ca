import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '../../../lib/session.ts';
import { bookingResponseFixture } from '../../../test/fixtures.ts';
import { fakeServer } from '../../../test/render.tsx';
import { bookingKeys, useBookingsInRange, useSevenDayBookings, useTodayBookings } from './bookings.ts';

const RANGE = 'GET vendor/bookings/range?from=2026-11-26&to=2026-11-26';

const useRange = () => useBookingsInRange({ from: '2026-11-26', to: '2026-11-26' });

function renderRange(useList: typeof useRange = useRange) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
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
