import { prepareLagosClock } from '@app/shared';
import { useMediaQuery } from '@mantine/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Outlet } from 'react-router';
import { useSettled } from '../../lib/idle.ts';
import { SCREEN } from '../../lib/screen.ts';
import { getSession } from '../../lib/session.ts';
import { useDialogs } from '../../stores/dialogs.ts';
import { Header } from '../dashboard/Header.tsx';
import { Sidebar } from '../dashboard/Sidebar.tsx';
import { UseTheApp } from '../dashboard/UseTheApp.tsx';
import { useDashboardData } from '../dashboard/useDashboardData.ts';
import { startOfflineReading } from '../dashboard/useOfflineReading.ts';
import classes from './DashboardLayout.module.css';

const DESKTOP = `(min-width: ${SCREEN.desktopMinWidth}px)`;
// The Lagos clock's time-zone data (12–20 ms of a cheap phone's main thread) loads in a task of its
// own, not inside the long task that runs the dashboard's code or its pages' first loaders (issue 14).
setTimeout(prepareLagosClock);

const DashboardDialogs = lazy(() =>
  import('../dashboard/DashboardDialogs.tsx').then((module) => ({
    default: module.DashboardDialogs,
  })),
);

/**
 * The dialogs, all closed at first: their code loads and mounts once the first screen has settled
 * (or at once if one is opened sooner; the dialog stores keep what was asked), so the page's first
 * download and render leave them out (issue 14). Mounting them is a deferred render, which React
 * splits into slices, never one long task.
 */
function Dialogs() {
  const settled = useDeferredValue(useSettled());
  const open = useDialogs();
  const asked = open.appointments || open.details !== null || open.cancel !== null || open.alerts;
  if (!settled && !asked) return null;
  return (
    <Suspense fallback={null}>
      <DashboardDialogs />
    </Suspense>
  );
}

/**
 * The dashboard's data (useDashboardData) in a component of its own that draws nothing: its
 * queries' every change (an answer, a refetch starting) re-renders only it, not the whole layout
 * with the page inside (issue 14). First in the tree, so the offline copy is in the cache before
 * any page's query asks.
 */
function DashboardData() {
  useDashboardData();
  return null;
}

/**
 * The offline copy is read as the navigation starts (the route's loader, beside the guard's user
 * details) and the dashboard renders once it is in the cache: a render begun before would stop at
 * useOfflineReading and start over (issue 14).
 */
export function prefetch(client: QueryClient) {
  const { userId } = getSession().user;
  return userId == null ? undefined : startOfflineReading(client, userId).restored;
}

/** SPEC §2 dashboard layout: header, hover side bar and content on desktop; the app links otherwise. */
export default function DashboardLayout() {
  // Read synchronously so a desktop never flashes the mobile page on first paint.
  const desktop = useMediaQuery(DESKTOP, window.matchMedia(DESKTOP).matches, {
    getInitialValueInEffect: false,
  });
  // Once shown, the dashboard stays mounted while the window is narrow (a tablet turned upright, a
  // window dragged smaller): it is hidden under the 'use the app' page, and a half-written reply or
  // an open dialog is still there when the screen is wide again.
  const [shown, setShown] = useState(desktop);
  if (desktop && !shown) setShown(true);
  if (!shown)
    return (
      <>
        <DashboardData />
        <UseTheApp />
      </>
    );
  return (
    <>
      <DashboardData />
      {!desktop && (
        <div className={classes.narrow}>
          <UseTheApp />
        </div>
      )}
      <div className={classes.shell} hidden={!desktop} inert={!desktop}>
        <Sidebar />
        <div className={classes.main}>
          <Header />
          <main className={classes.content}>
            <Outlet />
          </main>
        </div>
        <Dialogs />
      </div>
    </>
  );
}
