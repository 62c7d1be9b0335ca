import type { AuthSuccess } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clearUser } from '../../../lib/session.ts';

type Message = { success: boolean; message: string };

export type RegisterPayload = {
  email: string;
  full_name: string;
  business_name: string;
  phone_number: string;
  gender: string;
  password: string;
  c_password: string;
  referralCode?: string;
};

const post = <T>(path: string, body: unknown) => api<T>(path, { method: 'POST', body });

/** 200 means the e-mail already has an account; 401 (thrown) means it is new. */
export const useCheckEmail = () =>
  useMutation({ mutationFn: (email: string) => post<Message>('checkemail', { email }) });

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterPayload) => post<AuthSuccess>('registerpartone', body) });

export const useLogin = () =>
  useMutation({
    mutationFn: (body: { email: string; password: string }) => post<AuthSuccess>('login', body),
  });

export const useSocialRemains = () =>
  useMutation({
    mutationFn: (body: { business_name: string; phone_number: string; gender: string }) =>
      post<Message>('vendaddsocialremains', body),
  });

export const useForgetEmail = () =>
  useMutation({ mutationFn: (email: string) => post<Message>('checkforgetemail', { email }) });

export const useCheckToken = () =>
  useMutation({
    mutationFn: (body: { userid: string; token: string }) =>
      post<Message & { reset_token?: string }>('checktoken', { _method: 'patch', ...body }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { reset_token: string; password: string; c_password: string }) =>
      post<Message>('resetpassword', body),
  });

/** Revokes the token server-side; callers ignore failure and clear the session anyway. */
export const logout = () => api<Message>('logout');

/** Log Out: revoke the token if the server is reachable, then always clear the session. */
export async function signOut() {
  try {
    await logout();
  } catch {
    // Ignored on purpose: the local session is cleared either way.
  }
  clearUser();
}
