import { type Query, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingKeys } from '../bookings/api/bookings.ts';
import { notificationKeys } from '../notifications/api/notifications.ts';
import { readableOffline } from './useOfflineReading.ts';

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
