import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistQueries } from './queryPersistence.ts';
import { resetSession, setUser } from './session.ts';

/** Issue 16: what a vendor reads offline survives a reload, for that vendor only, until sign-out. */
const keepBookings = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === 'bookings';
const START = new Date('2030-03-10T09:00:00Z');

afterEach(() => vi.useRealTimers());

async function visit(userId: number) {
  vi.useFakeTimers();
  const client = new QueryClient();
  const stop = persistQueries(client, userId, keepBookings);
  await client.fetchQuery({
    queryKey: ['bookings', 'today'],
    queryFn: async () => [{ id: 1, start: START }],
  });
  await client.fetchQuery({ queryKey: ['wallet'], queryFn: async () => ({ balance: 5000 }) });
  await vi.advanceTimersByTimeAsync(1000);
  stop();
  vi.useRealTimers();
}

describe('the offline copy of the query cache', () => {
  it('brings back the kept answers after a reload, dates as dates, and nothing else', async () => {
    await visit(1);
    const reloaded = new QueryClient();
    persistQueries(reloaded, 1, keepBookings)();
    expect(reloaded.getQueryData(['bookings', 'today'])).toEqual([{ id: 1, start: START }]);
    expect(reloaded.getQueryData<{ start: Date }[]>(['bookings', 'today'])?.[0]?.start).toBeInstanceOf(Date);
    expect(reloaded.getQueryState(['bookings', 'today'])?.dataUpdatedAt).toBeGreaterThan(0);
    expect(reloaded.getQueryData(['wallet'])).toBeUndefined();
  });

  it('belongs to the vendor who loaded it, and is forgotten at sign-out', async () => {
    setUser({ userId: 1, token: 'token', regStatus: true });
    await visit(1);
    const other = new QueryClient();
    persistQueries(other, 2, keepBookings)();
    expect(other.getQueryData(['bookings', 'today'])).toBeUndefined();

    resetSession();
    const after = new QueryClient();
    persistQueries(after, 1, keepBookings)();
    expect(after.getQueryData(['bookings', 'today'])).toBeUndefined();
  });

  it('drops a copy older than a week rather than show it', async () => {
    await visit(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * 24 * 3_600_000);
    const late = new QueryClient();
    persistQueries(late, 1, keepBookings)();
    expect(late.getQueryData(['bookings', 'today'])).toBeUndefined();
  });
});
