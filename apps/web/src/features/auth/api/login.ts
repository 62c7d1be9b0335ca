import { authApi, type LoginBody, loginBody } from '@app/shared';
import { call } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/form.ts';

/*
 * What signing in needs of the shared contract, fetched apart (signIn.ts's loadLogin): the sign-in
 * page draws without zod and the schemas, which arrive while the user types (issue 14).
 */

/** The login form's rules: loginBody's messages, word for word. */
export const validateLogin = zodResolver(loginBody);

export const login = (body: LoginBody) => call(authApi.login, { body });
