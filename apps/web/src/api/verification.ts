import { MSG, verificationApi } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { alert } from '../lib/alert.ts';
import { alreadyReported, isApiError, request } from '../lib/api.ts';
import { loadUserDetails } from '../lib/userDetails.ts';

/** Which contact a code verifies. */
export type VerificationKind = 'email' | 'phone';

const SEND = {
  email: {
    sent: MSG.tokenSentEmail,
    send: (target: string) => request(verificationApi.sendEmailCode, { body: { email: target } }),
  },
  phone: {
    sent: MSG.tokenSentPhone,
    send: (target: string) => request(verificationApi.sendPhoneCode, { body: { phone_number: target } }),
  },
} as const;

type CodeCheck = { _method: string; userid: string; token: string };

const CHECK = {
  email: (body: CodeCheck) => request(verificationApi.checkEmailCode, { body }),
  phone: (body: CodeCheck) => request(verificationApi.checkPhoneCode, { body }),
} as const;

/**
 * Sends a 6-digit code to the account's e-mail or phone (SPEC §7). A 500 shows 'Something went wrong',
 * any other failure the server's text (e.g. the wait before another code). Returns whether it was sent.
 */
export async function sendCode(kind: VerificationKind, target: string): Promise<boolean> {
  try {
    await SEND[kind].send(target);
    alert('positive', SEND[kind].sent);
    return true;
  } catch (error) {
    if (alreadyReported(error)) return false;
    const status = isApiError(error) ? error.status : 500;
    const message = isApiError(error) ? error.body.message : undefined;
    alert('negative', status >= 500 || !message ? MSG.somethingWrong : message);
    return false;
  }
}

/** Checks the code: 202 = accepted, then the user details are reloaded so the flags update. */
export async function checkCode(kind: VerificationKind, userId: number, token: string): Promise<boolean> {
  try {
    const { status } = await CHECK[kind]({ _method: 'patch', userid: String(userId), token });
    if (status !== 202) throw new Error(`unexpected status ${status}`);
    alert('positive', MSG.tokenAccepted);
    await loadUserDetails();
    return true;
  } catch (error) {
    if (alreadyReported(error)) return false;
    const status = isApiError(error) ? error.status : 0;
    const message = isApiError(error) ? error.body.message : undefined;
    // 400 = wrong code; a 429 or 422 explains itself; anything else is ours.
    if (status >= 500) alert('negative', MSG.somethingWrong);
    else if (status === 400 || !message) alert('negative', MSG.tokenIncorrect);
    else alert('negative', message);
    return false;
  }
}

/** `sendCode` as a mutation: `isPending` while the code is on its way. */
export const useSendCode = () =>
  useMutation({
    mutationFn: ({ kind, target }: { kind: VerificationKind; target: string }) => sendCode(kind, target),
  });

/** `checkCode` as a mutation: `isPending` while the code is checked and the details reload. */
export const useCheckCode = () =>
  useMutation({
    mutationFn: ({ kind, userId, token }: { kind: VerificationKind; userId: number; token: string }) =>
      checkCode(kind, userId, token),
  });
