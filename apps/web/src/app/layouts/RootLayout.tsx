import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { OfflineNotice } from '../../components/OfflineNotice.tsx';
import { TopProgressBar } from '../../components/TopProgressBar.tsx';
import { useBusy } from '../../lib/busy.ts';
import { saveReferralFromSearch } from '../../lib/referral.ts';
import { useDocumentTitle } from '../documentTitle.ts';
import type { RouteHandle } from '../routeHandle.ts';
import classes from './RootLayout.module.css';

/**
 * The fade replays when this key changes. Layouts that own nested pages (the dashboard) mark
 * themselves as the transition root so moving between their children does not remount them.
 */
function useTransitionKey() {
  const matches = useMatches();
  const root = matches.find((match) => (match.handle as RouteHandle | undefined)?.transitionRoot);
  return (root ?? matches[matches.length - 1])?.id ?? 'root';
}

export function RootLayout() {
  const navigation = useNavigation();
  const busy = useBusy();
  const location = useLocation();
  const key = useTransitionKey();
  // The tab title follows the route (titles are on the route definitions, routes.tsx).
  useDocumentTitle();

  // SPEC §2: a `ref` query parameter on any navigation is kept as the referral code.
  useEffect(() => saveReferralFromSearch(location.search), [location.search]);

  return (
    <>
      <TopProgressBar active={navigation.state !== 'idle' || busy} />
      <div key={key} className={classes.fade}>
        <Outlet />
      </div>
      <OfflineNotice />
    </>
  );
}
