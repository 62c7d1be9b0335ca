import { MSG } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { alert } from '../../lib/alert.ts';
import { getSession, setUser } from '../../lib/session.ts';
import { loadUserDetails } from '../../lib/userDetails.ts';

/** SPEC §2 'complete-registration': decides from the social sign-up callback's query parameters. */
export function CompleteRegistrationGuard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [show, setShow] = useState(false);
  // The decision alerts and navigates, so it must run once even under StrictMode's double effects.
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current) return;
    decided.current = true;

    const token = params.get('token');
    const userId = Number(params.get('userId'));
    const hasUserId = Number.isInteger(userId) && userId > 0;
    if (token) setUser({ token });
    if (hasUserId) setUser({ userId });

    const completed = params.get('register_completed');
    if (token && hasUserId && completed === '0') {
      setUser({ regStatus: false });
      setShow(true);
      return;
    }
    if (completed === '1' && params.get('type') === 'login') {
      alert('positive', MSG.socialSignInSuccess);
      void loadUserDetails().then(() =>
        navigate(getSession().user.regStatus ? '/dashboard' : '/register/biz-setup', { replace: true }),
      );
      return;
    }
    const error = params.get('error');
    if (error) alert('negative', error);
    navigate('/sign-in', { replace: true });
  }, [navigate, params]);

  return show ? <Outlet /> : null;
}
