import { accountApi, realtimeApi, settingsApi, staffApi } from '@app/shared';
import { call } from './api.ts';

/*
 * Calls the app's shell makes (guards, the sign-in page), imported on use: their endpoints carry
 * zod schemas, and the first screen on a cheap phone should not download zod (issue 14).
 */

/** GET app-config (appConfig.ts). */
export const requestAppConfig = () => call(realtimeApi.appConfig, {});

/** getuserdetails of a user id (userDetails.ts). */
export const requestUserDetails = (userId: number) => call(accountApi.details, { params: { userId } });

/** GET vendor/staff: the team (the phone app's Today filter, phone/team.ts). */
export const requestTeam = () => call(staffApi.list, {});

/** GET settings/cancellation-policy: the no-show grace the phone app's No-show waits for (phone/noShowGrace.ts). */
export const requestCancellationPolicy = () => call(settingsApi.cancellationPolicy, {});
