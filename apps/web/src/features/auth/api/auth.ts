import {
  accountApi,
  authApi,
  type registerPartOneBody,
  type socialRemainsBody,
  verificationApi,
} from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api.ts';

/** 200 means the e-mail already has an account; 401 (thrown) means it is new. */
export const useCheckEmail = () =>
  useMutation({ mutationFn: (email: string) => call(authApi.checkEmail, { body: { email } }) });

export const useRegister = () =>
  useMutation({
    mutationFn: (body: z.input<typeof registerPartOneBody>) => call(authApi.register, { body }),
  });

export const useSocialRemains = () =>
  useMutation({
    mutationFn: (body: z.input<typeof socialRemainsBody>) => call(accountApi.completeSocial, { body }),
  });

export const useForgetEmail = () =>
  useMutation({ mutationFn: (email: string) => call(verificationApi.sendEmailCode, { body: { email } }) });

export const useCheckToken = () =>
  useMutation({
    mutationFn: (body: { userid: string; token: string }) =>
      call(verificationApi.checkEmailCode, { body: { _method: 'patch', ...body } }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { reset_token: string; password: string; c_password: string }) =>
      call(authApi.resetPassword, { body }),
  });
