import { Navigate, Outlet, useLocation } from 'react-router';

/**
 * Forgot-password steps are reachable only from the previous step, which hands its data over in the
 * navigation state; without it the flow starts again.
 */
export function FlowStepGuard({ requires }: { requires: string[] }) {
  const state = useLocation().state as Record<string, unknown> | null;
  const ok = requires.every((key) => typeof state?.[key] === 'string' && state[key] !== '');
  return ok ? <Outlet /> : <Navigate to="/sign-in/forget-password" replace />;
}
