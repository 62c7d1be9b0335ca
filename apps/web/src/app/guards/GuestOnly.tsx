import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session.ts';

/** Onboarding and sign-up: a held user id goes straight to the dashboard. */
export function GuestOnly() {
  const { user } = useSession();
  return user.userId != null ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
