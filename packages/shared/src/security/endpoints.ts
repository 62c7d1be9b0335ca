import { endpoint } from '../api/endpoint.ts';
import { idParams } from '../common.ts';
import { auditEventsResponse, sessionsResponse, signedOutResponse, signOutAllBody } from './schemas.ts';

const vendor = { tag: 'security', audience: 'vendor' } as const;

/** Our own (not SPEC §7), issue 37: the vendor's sessions and security log (Settings › Security). */
export const securityApi = {
  sessions: endpoint({
    ...vendor,
    method: 'GET',
    path: '/vendor/security/sessions',
    summary: 'The devices signed in to this account, the latest first',
    responses: { 200: sessionsResponse },
  }),
  /** Ends one session at once: its token stops working and its live socket closes. 404 when not this vendor's. */
  signOut: endpoint({
    ...vendor,
    method: 'DELETE',
    path: '/vendor/security/sessions/:id',
    summary: 'Signs one device out',
    params: idParams,
    responses: { 200: signedOutResponse },
    errors: [404],
  }),
  signOutAll: endpoint({
    ...vendor,
    method: 'POST',
    path: '/vendor/security/sessions/sign-out-all',
    summary: 'Signs every device out (or every other one, keep_current)',
    body: signOutAllBody,
    responses: { 200: signedOutResponse },
  }),
  events: endpoint({
    ...vendor,
    method: 'GET',
    path: '/vendor/security/events',
    summary: 'Sign-ins, password, payout-account, withdrawal and verification changes, the latest first',
    responses: { 200: auditEventsResponse },
  }),
};
