import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session.ts';

/** A signed-in user skips the sign-in page: dashboard when registered, else business setup. */
export function SignInGuard() {
  const { user } = useSession();
  if (user.userId == null) return <Outlet />;
  return <Navigate to={user.regStatus ? '/dashboard' : '/register/biz-setup'} replace />;
}
