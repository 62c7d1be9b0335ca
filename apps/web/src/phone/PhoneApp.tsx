import { addDays, lagosDay, MSG } from '@app/shared';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Booking } from '../api/bookings/model.ts';
import { signOut } from '../api/signOut.ts';
import { replayQueue } from '../features/offline/api/sendQueue.ts';
import { useAppConfig } from '../lib/appConfig.ts';
import { useOfflineQueue } from '../lib/offlineQueue.ts';
import { useSession } from '../lib/session.ts';
import { useOnline } from '../lib/useOnline.ts';
import { AlertsTab } from './AlertsTab.tsx';
import { BookingSheet } from './BookingSheet.tsx';
import { reloadBookings, useBookingsRange } from './bookingsStore.ts';
import { usePushLinks } from './pushLinks.ts';
import { RequestsTab, requestDays } from './RequestsTab.tsx';
import { Sheet } from './Sheet.tsx';
import { TodayTab } from './TodayTab.tsx';

const TABS = [
  { id: 'today', label: 'Today' },
  { id: 'requests', label: 'Requests' },
  { id: 'add', label: 'Add' },
  { id: 'chats', label: 'Chats' },
  { id: 'alerts', label: 'Alerts' },
  { id: 'earnings', label: 'Earnings' },
  { id: 'shop', label: 'Shop' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** Add, Chats, Earnings and Shop (with the QR encoder) load when their tab opens, off the first download. */
const AddTab = lazy(() => import('./AddTab.tsx'));
const ChatsTab = lazy(() => import('./ChatsTab.tsx'));
const EarningsTab = lazy(() => import('./EarningsTab.tsx'));
const ShopTab = lazy(() => import('./ShopTab.tsx'));

/** The tab is the URL's hash (/app#requests): one page, which the server and the worker answer as /app. */
const readTab = (): Tab => {
  const hash = window.location.hash.slice(1);
  return TABS.some((t) => t.id === hash) ? (hash as Tab) : 'today';
};
const subscribeHash = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

/**
 * How often the lists are asked again while the app is open, besides the live updates (a missed
 * socket event, a network that drops websockets): an unchanged list costs a 304.
 */
const REFRESH_MS = 60_000;

/** Where an open booking is read from: the range of days whose list holds it. */
type Opened = { id: number; from: string; to: string };

const TITLE = 'My Shop';

/** The provider's phone app (issue 34) at /app: Today, Requests, Alerts, Earnings and Shop, one thumb. */
export function PhoneApp() {
  const tab = useSyncExternalStore(subscribeHash, readTab);
  const [day, setDay] = useState(() => lagosDay(new Date()));
  const [opened, setOpened] = useState<Opened | null>(null);
  const [chatLink, setChatLink] = useState<{ customerId: number } | null>(null);
  const online = useOnline();
  const waiting = useOfflineQueue().filter((a) => a.state === 'waiting').length;
  const requestRange = requestDays(new Date());
  const pending = useBookingsRange(requestRange.from, requestRange.to).bookings;
  const requests = pending?.filter((b) => b.status === 'pending').length ?? 0;

  useOfflineReplay();
  useLiveUpdates();
  // The waiting requests lead the tab's title, '(2) My Shop', as on the dashboard: seen from another tab.
  useEffect(() => {
    document.title = requests > 0 ? `(${requests}) ${TITLE}` : TITLE;
  }, [requests]);
  useEffect(() => {
    const timer = window.setInterval(
      () => document.visibilityState === 'visible' && reloadBookings(),
      REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  const openFrom = (from: string, to: string) => (booking: Booking) =>
    setOpened({ id: booking.id, from, to });
  const openAlerted = useCallback((id: number) => {
    // An alert (or a push) names its booking alone: it is looked for among the month behind and the month ahead.
    const today = lagosDay(new Date());
    setOpened({ id, from: addDays(today, -31), to: addDays(today, 30) });
  }, []);
  const openChat = useCallback((customerId: number) => {
    setOpened(null);
    setChatLink({ customerId });
    window.location.hash = 'chats';
  }, []);
  usePushLinks(openAlerted, openChat);

  return (
    <div className="phone">
      <header className="top">
        <span className="brand">{TITLE}</span>
        {!online && <span className="offline">{MSG.noInternet}</span>}
        {waiting > 0 && <span className="queued">{waiting} waiting</span>}
        <button type="button" className="link" onClick={() => void signOut()}>
          Log Out
        </button>
      </header>
      <main className="screen">
        {tab === 'today' && <TodayTab day={day} onDay={setDay} onOpen={openFrom(day, day)} />}
        {tab === 'requests' && <RequestsTab onOpen={openFrom(requestRange.from, requestRange.to)} />}
        {tab === 'alerts' && <AlertsTab onOpenBooking={openAlerted} />}
        <Suspense fallback={<p className="muted">Loading…</p>}>
          {tab === 'add' && (
            <AddTab
              onAdded={(added) => {
                setDay(added);
                window.location.hash = 'today';
              }}
            />
          )}
          {tab === 'chats' && <ChatsTab link={chatLink} />}
          {tab === 'earnings' && <EarningsTab />}
          {tab === 'shop' && <ShopTab />}
        </Suspense>
      </main>
      {opened && <OpenedBooking opened={opened} onClose={() => setOpened(null)} />}
      <nav className="tabs" aria-label="Sections">
        {TABS.map((t) => (
          <a key={t.id} href={`#${t.id}`} aria-current={tab === t.id ? 'page' : undefined}>
            {t.label}
            {t.id === 'requests' && requests > 0 && <span className="badge">{requests}</span>}
          </a>
        ))}
      </nav>
    </div>
  );
}

function OpenedBooking({ opened, onClose }: { opened: Opened; onClose: () => void }) {
  const { bookings } = useBookingsRange(opened.from, opened.to);
  const booking = bookings?.find((b) => b.id === opened.id);
  if (booking) return <BookingSheet booking={booking} onClose={onClose} />;
  return (
    <Sheet label="Appointment Details" onClose={onClose}>
      <p className="muted">
        {bookings === null ? 'Loading…' : 'This booking is not in the last or the next month.'}
      </p>
      <button type="button" className="btn btn-plain" onClick={onClose}>
        Close
      </button>
    </Sheet>
  );
}

/**
 * The lists refresh when the server says something changed: the socket connection (realtime.ts)
 * is imported once the first screen is drawn and the realtime port is known, so its client costs
 * nothing of the first download.
 */
function useLiveUpdates() {
  const { user } = useSession();
  const token = user.token ?? user.userToken;
  const userId = user.userId;
  const port = useAppConfig().data?.realtime_port;
  useEffect(() => {
    if (!token || userId == null || port === undefined) return;
    let disconnect: (() => void) | null = null;
    let stopped = false;
    void import('./realtime.ts').then((live) => {
      if (!stopped) disconnect = live.connect({ token, userId, port });
    });
    return () => {
      stopped = true;
      disconnect?.();
    };
  }, [token, userId, port]);
}

/**
 * Issue 16's queue, as the dashboard sends it: at start-up and whenever the connection returns;
 * then the lists are asked for again (after a start-up that sent nothing, they are fresh already).
 */
function useOfflineReplay() {
  useEffect(() => {
    const replay = (always: boolean) =>
      void replayQueue().then((sent) => {
        if (sent || always) reloadBookings();
      });
    replay(false);
    const onOnline = () => replay(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
