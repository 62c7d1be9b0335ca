import { endpoint } from '../api/endpoint.ts';
import { paystackEventBody, paystackWebhookHeaders, paystackWebhookResponse } from './schemas.ts';

/** The payment provider's calls into the API; the payment pages outside /api are not part of it. */
export const paymentsApi = {
  /**
   * Paystack's webhook: public (Paystack calls it, with no token) and authenticated by its
   * signature instead; an unsigned or wrongly signed delivery is refused with 401.
   */
  paystackWebhook: endpoint({
    method: 'POST',
    path: '/payments/paystack/webhook',
    tag: 'payments',
    audience: 'public',
    summary: 'Paystack event (signed with HMAC-SHA512 of the raw body)',
    headers: paystackWebhookHeaders,
    body: paystackEventBody,
    responses: { 200: paystackWebhookResponse },
    errors: [401],
  }),
};
