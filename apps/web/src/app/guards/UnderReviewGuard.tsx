import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session.ts';

/**
 * SPEC §2/§4: the Account Inactive page is where a restricted account (account_active true) is
 * sent; it applies to no other account, which goes to the dashboard instead. Also leaves the page
 * by itself once the details say the review is over.
 */
export function UnderReviewGuard({ children }: { children?: ReactNode }) {
  const restricted = useSession().user.settingData.account_active;
  if (!restricted) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
