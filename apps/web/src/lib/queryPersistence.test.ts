import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistQueries } from './queryPersistence.ts';
import { resetSession, setUser } from './session.ts';

/** Issue 16: what a vendor reads offline survives a reload, for that vendor only, until sign-out. */
const keepBookings = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === 'bookings';
const START = new Date('2030-03-10T09:00:00Z');

afterEach(() => vi.useRealTimers());

/** A page load of the vendor's: the copy is read into a new cache, then saving stops. */
async function reload(userId: number) {
  const client = new QueryClient();
  const { restored, stop } = persistQueries(client, userId, keepBookings);
  await restored;
  stop();
  return client;
}

async function visit(userId: number) {
  setUser({ userId, token: 'token', regStatus: true });
  const client = new QueryClient();
  const { restored, stop } = persistQueries(client, userId, keepBookings);
  await restored;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await client.fetchQuery({
    queryKey: ['bookings', 'today'],
    queryFn: async () => [{ id: 1, start: START }],
  });
  await client.fetchQuery({ queryKey: ['wallet'], queryFn: async () => ({ balance: 5000 }) });
  await vi.advanceTimersByTimeAsync(1000);
  vi.useRealTimers();
  // The write is IndexedDB's: it is done once a new page load reads it.
  await vi.waitFor(async () =>
    expect((await reload(userId)).getQueryData(['bookings', 'today'])).toBeDefined(),
  );
  stop();
}

describe('the offline copy of the query cache', () => {
  it('brings back the kept answers after a reload, dates as dates, and nothing else', async () => {
    await visit(1);
    const reloaded = await reload(1);
    expect(reloaded.getQueryData(['bookings', 'today'])).toEqual([{ id: 1, start: START }]);
    expect(reloaded.getQueryData<{ start: Date }[]>(['bookings', 'today'])?.[0]?.start).toBeInstanceOf(Date);
    expect(reloaded.getQueryState(['bookings', 'today'])?.dataUpdatedAt).toBeGreaterThan(0);
    expect(reloaded.getQueryData(['wallet'])).toBeUndefined();
  });

  it('belongs to the vendor who loaded it, and is forgotten at sign-out', async () => {
    await visit(1);
    expect((await reload(2)).getQueryData(['bookings', 'today'])).toBeUndefined();

    resetSession();
    await vi.waitFor(async () =>
      expect((await reload(1)).getQueryData(['bookings', 'today'])).toBeUndefined(),
    );
  });

  it('is not written again by a page still open after sign-out', async () => {
    await visit(1);
    resetSession();
    await vi.waitFor(async () =>
      expect((await reload(1)).getQueryData(['bookings', 'today'])).toBeUndefined(),
    );
    // A page still open: an answer arrives after sign-out, its save comes due.
    const client = new QueryClient();
    const { restored, stop } = persistQueries(client, 1, keepBookings);
    await restored;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await client.fetchQuery({
      queryKey: ['bookings', 'today'],
      queryFn: async () => [{ id: 2, start: START }],
    });
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    stop();
    expect((await reload(1)).getQueryData(['bookings', 'today'])).toBeUndefined();
  });

  it('drops a copy older than a week rather than show it', async () => {
    await visit(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * 24 * 3_600_000);
    const late = await reload(1);
    expect(late.getQueryData(['bookings', 'today'])).toBeUndefined();
  });
});
