import { endpoint } from '../api/endpoint.ts';
import { ninBody, ninResponse } from './schemas.ts';

/** The vendor's National Identification Number; getuserdetails shows it redacted. */
export const identityApi = {
  saveNin: endpoint({
    method: 'POST',
    path: '/nin',
    tag: 'identity',
    audience: 'vendor',
    body: ninBody,
    responses: { 200: ninResponse },
  }),
};
