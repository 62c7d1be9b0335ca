import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session.ts';

/** SPEC §2: restricted accounts (account_active true) only reach the under-review page and a few others. */
export function ActiveAccountGuard() {
  const { user } = useSession();
  return user.settingData.account_active ? (
    <Navigate to="/dashboard/settings/under-review" replace />
  ) : (
    <Outlet />
  );
}
