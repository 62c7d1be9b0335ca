import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getSession } from '../../lib/session.ts';

/** SPEC §2 '/biz-success': only straight after business setup, or while registration is incomplete. */
export function BizSuccessGuard() {
  const location = useLocation();
  const fromBizSetup = (location.state as { fromBizSetup?: boolean } | null)?.fromBizSetup === true;
  // Decided on arrival: completing setup flips regStatus, which must not bounce the page away.
  const [allowed] = useState(() => fromBizSetup || !getSession().user.regStatus);
  return allowed ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
