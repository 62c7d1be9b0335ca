import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { OfflineNotice } from '../../components/OfflineNotice.tsx';
import { TopProgressBar } from '../../components/TopProgressBar.tsx';
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

/**
 * True once the view has changed since the app loaded. The first view must not fade in from
 * opacity 0: browsers do not count invisible text as painted, so sign-in would record no first
 * contentful paint at all.
 */
function useHasNavigated(key: string) {
  const first = useRef<string | null>(key);
  if (first.current !== null && first.current !== key) first.current = null;
  return first.current === null;
}

export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const key = useTransitionKey();
  const navigated = useHasNavigated(key);
  // The tab title follows the route (titles are on the route definitions, routes.tsx).
  useDocumentTitle();

  // SPEC §2: a `ref` query parameter on any navigation is kept as the referral code.
  useEffect(() => saveReferralFromSearch(location.search), [location.search]);

  return (
    <>
      <TopProgressBar active={navigation.state !== 'idle'} />
      <div key={key} className={navigated ? `${classes.view} ${classes.fade}` : classes.view}>
        <Outlet />
      </div>
      <OfflineNotice />
    </>
  );
}
