import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getSession, useSession } from '../../lib/session.ts';
import { loadUserDetails } from '../../lib/userDetails.ts';

type Verdict = 'checking' | 'allowed' | 'registered';

/** SPEC §2 'biz-setup': open right after sign-up; otherwise only for a held user still mid-registration. */
export function BizSetupGuard() {
  const location = useLocation();
  const fromSignUp = (location.state as { fromSignUp?: boolean } | null)?.fromSignUp === true;
  const { user } = useSession();
  const hasUser = user.userId != null;
  const [verdict, setVerdict] = useState<Verdict>(fromSignUp ? 'allowed' : 'checking');

  useEffect(() => {
    if (fromSignUp || !hasUser) return;
    let live = true;
    void loadUserDetails().then(() => {
      if (live) setVerdict(getSession().user.regStatus ? 'registered' : 'allowed');
    });
    return () => {
      live = false;
    };
  }, [fromSignUp, hasUser]);

  if (!fromSignUp && !hasUser) return <Navigate to="/sign-in" replace />;
  if (verdict === 'checking') return null;
  if (verdict === 'registered') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
