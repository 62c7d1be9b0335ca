import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle.ts';
import { firstScreen } from './router.tsx';

const AlertsContainer = lazy(() => import('./AlertsContainer.tsx'));

/**
 * The alerts' container (@mantine/notifications). Its code loads once the first page shows and the
 * browser is idle, off a cheap phone's first download (issue 14). An alert raised earlier mounts it
 * at once; the alerts store keeps what was raised meanwhile.
 */
export function Alerts() {
  const pending = useNotifications().notifications.length > 0;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let gone = false;
    void firstScreen.then(() => {
      if (!gone) cancel = whenIdle(() => setReady(true));
    });
    return () => {
      gone = true;
      cancel?.();
    };
  }, []);
  if (!ready && !pending) return null;
  return (
    <Suspense fallback={null}>
      <AlertsContainer />
    </Suspense>
  );
}
