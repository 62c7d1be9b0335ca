import type { LoginBody } from '@app/shared';
import { useRef, useState } from 'react';

/*
 * The sign-in page's calls, apart from auth.ts: a module several pages share carries all their
 * endpoints, and those carry zod. Here the login call and rules (login.ts) load on use, so the
 * first screen on a cheap phone draws before zod arrives, and without the query library (issue 14).
 */

export const loadLogin = () => import('./login.ts');

type LoginAnswer = Awaited<ReturnType<Awaited<ReturnType<typeof loadLogin>>['login']>>;

/** The login call with its pending state; a second submit while one is on its way sends nothing. */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const send = async (body: LoginBody): Promise<LoginAnswer | null> => {
    if (running.current) return null;
    running.current = true;
    setPending(true);
    try {
      return await (await loadLogin()).login(body);
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { send, isPending };
}
