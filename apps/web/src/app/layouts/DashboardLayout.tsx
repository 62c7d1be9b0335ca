import { useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { DashboardDialogs } from '../../features/dashboard/components/DashboardDialogs.tsx';
import { Header } from '../../features/dashboard/components/Header.tsx';
import { Sidebar } from '../../features/dashboard/components/Sidebar.tsx';
import { UseTheApp } from '../../features/dashboard/components/UseTheApp.tsx';
import { useDashboardData } from '../../features/dashboard/useDashboardData.ts';
import { SCREEN } from '../../lib/screen.ts';
import classes from './DashboardLayout.module.css';

const DESKTOP = `(min-width: ${SCREEN.desktopMinWidth}px)`;

/** SPEC §2 dashboard layout: header, hover side bar and content on desktop; the app links otherwise. */
export default function DashboardLayout() {
  // Read synchronously so a desktop never flashes the mobile page on first paint.
  const desktop = useMediaQuery(DESKTOP, window.matchMedia(DESKTOP).matches, {
    getInitialValueInEffect: false,
  });
  useDashboardData();
  if (!desktop) return <UseTheApp />;
  return (
    <div className={classes.shell}>
      <Sidebar />
      <div className={classes.main}>
        <Header />
        <main className={classes.content}>
          <Outlet />
        </main>
      </div>
      <DashboardDialogs />
    </div>
  );
}
