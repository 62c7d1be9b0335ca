import { type NotificationResponse, notificationsApi, relativeAge } from '@app/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { call, reportError } from '../lib/api.ts';

/** This phone's push and sound switches, with the push code: loaded when Alerts opens. */
const AlertSettings = lazy(() => import('./AlertSettings.tsx'));

/** Alerts: the vendor's latest alerts, newest first; one about a booking opens it (issue 34). */
export function AlertsTab({ onOpenBooking }: { onOpenBooking: (bookingId: number) => void }) {
  const [notices, setNotices] = useState<NotificationResponse[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    call(notificationsApi.list).then(
      (answer) => setNotices(answer.bookings),
      () => setFailed(true),
    );
  }, []);

  const open = (notice: NotificationResponse) => {
    if (notice.status === 'unread') {
      // Opening an alert reads it, as the dashboard's list does.
      setNotices((list) => list?.map((n) => (n.id === notice.id ? { ...n, status: 'read' } : n)) ?? null);
      call(notificationsApi.read, { params: { id: notice.id } }).catch(reportError);
    }
    if (notice.booking_id != null) onOpenBooking(notice.booking_id);
  };

  const now = new Date();
  return (
    <section aria-labelledby="alerts-title">
      <h1 id="alerts-title">Alerts</h1>
      <Suspense fallback={null}>
        <AlertSettings />
      </Suspense>
      {notices === null ? (
        <p className="muted">{failed ? 'Could not load the alerts.' : 'Loading…'}</p>
      ) : notices.length === 0 ? (
        <p className="muted empty">No alerts yet.</p>
      ) : (
        <ul className="cards">
          {notices.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className={`card${notice.status === 'unread' ? ' card-unread' : ''}`}
                onClick={() => open(notice)}
              >
                <span className="card-title">{notice.title}</span>
                <span className="card-sub">{notice.description}</span>
                <span className="muted">{relativeAge(notice.created_at, now)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
