import { useEffect } from 'react';
import { useVendorBookings } from '../../api/bookings/bookings.ts';
import { setTitleCount } from '../documentTitle.ts';

/** Issue 34: the tab's title counts the pending requests while the dashboard is open, '(3) Calendar · …'. */
export function usePendingTitleCount() {
  const pending = useVendorBookings().pending.length;
  useEffect(() => {
    setTitleCount(pending);
    return () => setTitleCount(0);
  }, [pending]);
}
