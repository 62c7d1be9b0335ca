import { endpoint } from '../api/endpoint.ts';
import { userIdParams } from '../common.ts';
import { authSuccess, successResponse, tokenAccepted, userDetailsResponse } from './responses.ts';
import {
  checkTokenBody,
  emailBody,
  loginBody,
  oidcCallbackQuery,
  oidcStartQuery,
  registerPartOneBody,
  resetPasswordBody,
  sendPhoneCodeBody,
  socialRemainsBody,
} from './schemas.ts';

const auth = { tag: 'auth', audience: 'public' } as const;
/** Social sign-up and sign-in: every outcome, failures included, is a redirect (SPEC §2). */
const redirect = {
  302: { description: "To the provider's sign-in page or the web app's complete-registration page" },
} as const;

/** SPEC §7 sign-up, sign-in and password reset, and the social (OpenID Connect) sign-in. */
export const authApi = {
  /**
   * 200 when an account has the e-mail, 401 when it is new (SPEC §7). `ErrorStatus` does not
   * list 401 yet (a public call's own 401): typed away until it does.
   */
  checkEmail: endpoint({
    ...auth,
    method: 'POST',
    path: '/checkemail',
    summary: 'Whether an account exists: 200 when it does, 401 when the e-mail is new',
    body: emailBody,
    responses: { 200: successResponse },
    errors: [401],
  }),
  /** 422 when the e-mail or the phone number already belongs to an account. */
  register: endpoint({
    ...auth,
    method: 'POST',
    path: '/registerpartone',
    body: registerPartOneBody,
    responses: { 201: authSuccess },
    errors: [422],
  }),
  /**
   * 401 for a wrong e-mail or password (typed away as for checkemail), 403
   * `{success: false, disabled: true, message}` for a disabled account.
   */
  login: endpoint({
    ...auth,
    method: 'POST',
    path: '/login',
    body: loginBody,
    responses: { 200: authSuccess },
    errors: [401, 403],
  }),
  logout: endpoint({
    ...auth,
    audience: 'vendor',
    method: 'GET',
    path: '/logout',
    responses: { 200: successResponse },
  }),
  /** A used, unknown or expired ticket is a 400. */
  resetPassword: endpoint({
    ...auth,
    method: 'POST',
    path: '/resetpassword',
    summary: 'Sets a new password with the ticket from checktoken',
    body: resetPasswordBody,
    responses: { 200: successResponse },
  }),
  oidcStart: endpoint({
    ...auth,
    method: 'GET',
    path: '/auth/oidc/start',
    query: oidcStartQuery,
    responses: redirect,
  }),
  oidcCallback: endpoint({
    ...auth,
    method: 'GET',
    path: '/auth/oidc/callback',
    query: oidcCallbackQuery,
    responses: redirect,
  }),
};

const verification = { tag: 'verification' } as const;

/**
 * SPEC §7 codes: e-mail (also the password-reset entry step) and phone. A wrong code is a 400,
 * too many sends or tries a 429, a code that could not be delivered a 500.
 */
export const verificationApi = {
  /** The same answer whether or not the address has an account. */
  sendEmailCode: endpoint({
    ...verification,
    audience: 'public',
    method: 'POST',
    path: '/checkforgetemail',
    body: emailBody,
    responses: { 200: successResponse },
  }),
  checkEmailCode: endpoint({
    ...verification,
    audience: 'public',
    method: 'POST',
    spoofs: 'PATCH',
    path: '/checktoken',
    body: checkTokenBody,
    responses: { 202: tokenAccepted },
  }),
  /** 422 when the number is not the one on the account. */
  sendPhoneCode: endpoint({
    ...verification,
    audience: 'vendor',
    method: 'POST',
    path: '/sendoptphone',
    body: sendPhoneCodeBody,
    responses: { 200: successResponse },
    errors: [422],
  }),
  /** 403 when `userid` is not the caller, 422 when the account has no phone number. */
  checkPhoneCode: endpoint({
    ...verification,
    audience: 'vendor',
    method: 'POST',
    spoofs: 'PATCH',
    path: '/checksmstoken',
    body: checkTokenBody,
    responses: { 202: successResponse },
    errors: [403, 422],
  }),
};

const account = { tag: 'account', audience: 'vendor' } as const;

/** SPEC §7 the vendor's own account. */
export const accountApi = {
  /** `[[{...}]]`; 403 for another user's id. */
  details: endpoint({
    ...account,
    method: 'GET',
    path: '/getuserdetails/:userId',
    params: userIdParams,
    responses: { 200: userDetailsResponse },
    errors: [403, 404],
  }),
  /** Social sign-up's missing fields; 422 when the phone number belongs to another account. */
  completeSocial: endpoint({
    ...account,
    method: 'POST',
    path: '/vendaddsocialremains',
    body: socialRemainsBody,
    responses: { 200: successResponse },
    errors: [422],
  }),
};
