import { useVendorBookings } from '../bookings/api/bookings.ts';
import { useNotifications } from '../notifications/api/notifications.ts';
import { useOfflineReplay } from '../offline/api/replay.ts';
import { useRealtime } from '../realtime/useRealtime.ts';
import { useBusinessHours, useDaysOff } from '../settings/api/settings.ts';
import { useOfflineReading } from './useOfflineReading.ts';

/**
 * SPEC §2: opening the dashboard loads bookings (all, today, seven days), notifications, business
 * hours and time-off, and keeps them fresh through the realtime connection; sends what was queued
 * offline, and keeps what is read offline (issue 16).
 */
export function useDashboardData() {
  // First: the offline copy is in the cache before the queries below ask for it.
  useOfflineReading();
  useVendorBookings();
  useNotifications();
  useBusinessHours();
  useDaysOff();
  useRealtime();
  useOfflineReplay();
}
