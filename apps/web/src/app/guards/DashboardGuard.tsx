import { type RouteObject, replace } from 'react-router';
import { getSession } from '../../lib/session.ts';
import { loadUserDetails } from '../../lib/userDetails.ts';

/**
 * SPEC §2 '/dashboard': user details first, then a user id and a completed registration are needed,
 * else /sign-in. A loader rather than a component: it asks for the details as the navigation
 * starts, beside the download of the dashboard's code, not after it has rendered (issue 14). It
 * checks once on the way in, as a mounted guard did: moving between dashboard pages asks again.
 */
export const dashboardGuard = {
  loader: async () => {
    await loadUserDetails();
    const { user } = getSession();
    return user.userId != null && user.regStatus ? null : replace('/sign-in');
  },
  shouldRevalidate: () => false,
} satisfies Pick<RouteObject, 'loader' | 'shouldRevalidate'>;
