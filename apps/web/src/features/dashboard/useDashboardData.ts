import { useVendorBookings } from '../bookings/api/bookings.ts';
import { useNotifications } from '../notifications/api/notifications.ts';
import { useRealtime } from '../realtime/useRealtime.ts';
import { useBusinessHours, useDaysOff } from '../settings/api/settings.ts';

/**
 * SPEC §2: opening the dashboard loads bookings (all, today, seven days), notifications, business
 * hours and time-off, and keeps them fresh through the realtime connection.
 */
export function useDashboardData() {
  useVendorBookings();
  useNotifications();
  useBusinessHours();
  useDaysOff();
  useRealtime();
}
