import { useMutation } from '@tanstack/react-query';

/*
 * The sign-in page's calls, apart from auth.ts: a module several pages share carries all their
 * endpoints, and those carry zod. Here the login call and rules (login.ts) load on use, so the
 * first screen on a cheap phone draws before zod arrives (issue 14).
 */

export const loadLogin = () => import('./login.ts');

export const useLogin = () =>
  useMutation({
    mutationFn: async (body: { email: string; password: string }) => (await loadLogin()).login(body),
  });
