import { PUSH_LINK_QUERY } from '@app/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { navigateTo } from '../../lib/navigation.ts';
import { dialogs } from '../../stores/dialogs.ts';

/**
 * Where a push notification leads (issue 34, public/push-sw.js): a click with the dashboard open
 * routes it here, without a reload; `?booking=<id>` (the calendar with that booking, as the server
 * links it) opens the booking's details and leaves the address clean.
 */
export function usePushLinks() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type === 'push:open' && typeof data.url === 'string' && data.url.startsWith('/'))
        navigateTo(data.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);

  const [params, setParams] = useSearchParams();
  const booking = Number(params.get(PUSH_LINK_QUERY.booking));
  useEffect(() => {
    if (!Number.isInteger(booking) || booking <= 0) return;
    dialogs.openDetails(booking);
    setParams(
      (current) => {
        current.delete(PUSH_LINK_QUERY.booking);
        return current;
      },
      { replace: true },
    );
  }, [booking, setParams]);
}
