import { PUSH_LINK_QUERY } from '@app/shared';
import { useEffect } from 'react';
import { onOpenLink } from './live.ts';

/**
 * Where a push (its `app_url`, public/push-sw.js) or an arrival's toast (arrivals.ts) leads in the
 * phone app: `?booking=<id>` opens the booking's sheet, `?c=<customer id>` the client's
 * conversation in Chats. The page opened with such an address follows it once and cleans the
 * address; an open page gets it from the worker (or the toast) without a reload.
 */
export function usePushLinks(openBooking: (id: number) => void, openChat: (customerId: number) => void) {
  useEffect(() => {
    const follow = (url: string) => {
      const link = new URL(url, window.location.origin);
      const booking = Number(link.searchParams.get(PUSH_LINK_QUERY.booking));
      const customer = Number(link.searchParams.get(PUSH_LINK_QUERY.customer));
      if (link.search) window.history.replaceState(null, '', `${link.pathname}${window.location.hash}`);
      if (Number.isInteger(customer) && customer > 0) openChat(customer);
      else if (Number.isInteger(booking) && booking > 0) openBooking(booking);
    };
    follow(window.location.href);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type === 'push:open' && typeof data.url === 'string' && data.url.startsWith('/app'))
        follow(data.url);
    };
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    worker?.addEventListener('message', onMessage);
    const stop = onOpenLink(follow);
    return () => {
      worker?.removeEventListener('message', onMessage);
      stop();
    };
  }, [openBooking, openChat]);
}
