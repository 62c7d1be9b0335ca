import { useVendorBookings } from '../../api/bookings/bookings.ts';
import { useNotifications } from '../../api/notifications.ts';
import { useBusinessHours, useDaysOff } from '../../api/settings.ts';
import { useOfflineReplay } from '../../features/offline/api/replay.ts';
import { useRealtime } from '../../features/realtime/useRealtime.ts';
import { useOfflineReading } from './useOfflineReading.ts';
import { usePendingTitleCount } from './usePendingTitleCount.ts';
import { usePushLinks } from './usePushLinks.ts';

/**
 * SPEC §2: opening the dashboard loads bookings (all, today, seven days), notifications, business
 * hours and time-off, and keeps them fresh through the realtime connection; sends what was queued
 * offline, and keeps what is read offline (issue 16). The tab title counts pending requests, and a
 * push notification's click opens what it is about (issue 34).
 */
export function useDashboardData() {
  // First: the offline copy is in the cache before the queries below ask for it.
  useOfflineReading();
  useVendorBookings();
  usePendingTitleCount();
  useNotifications();
  useBusinessHours();
  useDaysOff();
  useRealtime();
  useOfflineReplay();
  usePushLinks();
}
