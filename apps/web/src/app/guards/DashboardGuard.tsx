import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { getSession } from '../../lib/session.ts';
import { loadUserDetails } from '../../lib/userDetails.ts';

/** SPEC §2 '/dashboard': user details first, then a user id and a completed registration are needed. */
export function DashboardGuard() {
  const [verdict, setVerdict] = useState<'checking' | 'allowed' | 'denied'>('checking');

  useEffect(() => {
    let live = true;
    void loadUserDetails().then(() => {
      const { user } = getSession();
      if (live) setVerdict(user.userId != null && user.regStatus ? 'allowed' : 'denied');
    });
    return () => {
      live = false;
    };
  }, []);

  if (verdict === 'checking') return null;
  return verdict === 'allowed' ? <Outlet /> : <Navigate to="/sign-in" replace />;
}
