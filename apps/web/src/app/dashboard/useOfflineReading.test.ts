import 'fake-indexeddb/auto';
import { type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingKeys } from '../../api/bookings/bookings.ts';
import { notificationKeys } from '../../api/notifications.ts';
import { resetSession, setUser } from '../../lib/session.ts';
import { readableOffline, startOfflineReading, useOfflineReading } from './useOfflineReading.ts';

/**
 * Issue 16: after one online visit, today's and the next 7 days' bookings, the alerts and the
 * business hours are readable offline; nothing larger is saved (issue 14: a busy month's bookings
 * would be parsed on every load and saved after every change).
 */
const client = new QueryClient();
const kept = (queryKey: readonly unknown[]) =>
  readableOffline(client.getQueryCache().build(client, { queryKey }) as Query);

afterEach(() => vi.useRealTimers());

describe('what is saved for offline reading', () => {
  it("keeps today's and the next days' bookings, the alerts, and no list of all bookings", () => {
    expect(kept(bookingKeys.list('today', 1))).toBe(true);
    expect(kept(bookingKeys.list('seven', 1))).toBe(true);
    expect(kept(notificationKeys.all)).toBe(true);
    expect(kept(bookingKeys.list('all', 1))).toBe(false);
    expect(kept(['wallet'])).toBe(false);
  });

  it("keeps the calendar's day and week ranges from today on, never a month's or a past week's", () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00+01:00') });
    expect(kept(bookingKeys.range(1, '2026-11-26', '2026-11-26'))).toBe(true);
    expect(kept(bookingKeys.range(1, '2026-11-23', '2026-11-29'))).toBe(true);
    expect(kept(bookingKeys.range(1, '2026-12-01', '2026-12-01'))).toBe(true);
    expect(kept(bookingKeys.range(1, '2026-10-26', '2026-12-06'))).toBe(false);
    expect(kept(bookingKeys.range(1, '2026-11-16', '2026-11-22'))).toBe(false);
    expect(kept(bookingKeys.range(1, '2026-11-25', '2026-11-25'))).toBe(false);
  });
});

describe('reading the copy before the dashboard renders (issue 14)', () => {
  /** A dashboard that reads its copy first, counting how often React runs it. */
  function renderDashboard(client: QueryClient) {
    const runs = { count: 0 };
    function Dashboard() {
      runs.count += 1;
      useOfflineReading();
      return createElement('p', null, 'drawn');
    }
    const tree = createElement(
      QueryClientProvider,
      { client },
      createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, createElement(Dashboard)),
    );
    return { runs, tree };
  }

  it('a dashboard whose copy was read as the navigation started renders once, without waiting', async () => {
    resetSession();
    setUser({ userId: 41, token: 'token', regStatus: true });
    const client = new QueryClient();
    await startOfflineReading(client, 41).restored;
    const { runs, tree } = renderDashboard(client);
    await act(async () => {
      render(tree);
    });
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(runs.count).toBe(1);
  });

  it('a dashboard that renders before its copy is read waits for it, then draws', async () => {
    resetSession();
    setUser({ userId: 42, token: 'token', regStatus: true });
    const { runs, tree } = renderDashboard(new QueryClient());
    await act(async () => {
      render(tree);
    });
    expect(await screen.findByText('drawn')).toBeTruthy();
    expect(runs.count).toBeGreaterThan(1);
  });
});
