import { endpoint } from '../api/endpoint.ts';
import {
  shopCodeBody,
  shopCodeResponse,
  shopLinkParams,
  shopVerifyBody,
  shopVerifyResponse,
} from './schemas.ts';

const open = { tag: 'shop', audience: 'public' } as const;

/**
 * The shop page's own calls (issue 33), beside the customer API it books through: a client is known
 * by a one-time code sent to their phone, so no password is needed.
 */
export const shopApi = {
  /**
   * 404 for a shop that does not exist or takes no bookings; 429 past the codes' limits; 503 when
   * neither WhatsApp nor SMS took the code.
   */
  sendCode: endpoint({
    ...open,
    method: 'POST',
    path: '/shop/:profileLink/code',
    params: shopLinkParams,
    body: shopCodeBody,
    responses: { 200: shopCodeResponse },
    errors: [404, 503],
  }),
  /** 400 for a wrong or spent code (429 once its tries are used up), 404 like sendCode. */
  verify: endpoint({
    ...open,
    method: 'POST',
    path: '/shop/:profileLink/verify',
    params: shopLinkParams,
    body: shopVerifyBody,
    responses: { 200: shopVerifyResponse },
    errors: [404],
  }),
};
