import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { walkInBody } from '../bookings/schemas.ts';
import { idParams, text } from '../common.ts';
import { MSG } from '../messages.ts';
import { visitParams } from '../shop/visit.ts';
import { DELETE_ACCOUNT_WORD, PRIVACY_MESSAGES, PRIVACY_REQUEST_KINDS } from './rules.ts';

const done = z.object({ success: z.literal(true), message: z.string() });

/** POST vendor/account/delete: her password and the typed word, against a stray click or a borrowed session. */
export const deleteAccountBody = z.object({
  password: text({ error: MSG.required }).min(1, MSG.required).max(128),
  confirm: text({ error: PRIVACY_MESSAGES.typeWord })
    .trim()
    .refine((word): boolean => word === DELETE_ACCOUNT_WORD, PRIVACY_MESSAGES.typeWord),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/**
 * A client's request, as the vendor sees it: an erasure (her name and phone until it is carried
 * out), or a correction or objection (done when made).
 */
export const privacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  booking_reference: z.string().nullable(),
  client_name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['pending', 'done']),
  /** When the product carries it out by itself if nobody has. */
  due_at: z.string(),
  created_at: z.string(),
  done_at: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export const privacyRequestsResponse = z.object({ requests: z.array(privacyRequestSchema) });

/** POST shop/visits/{id}/data: the phone code (sent by data-code), and whether to ask for erasure too. */
const phoneCode = text().regex(/^\d{6}$/, 'Enter the 6 digits of the code');
export const visitDataBody = z.object({ code: phoneCode, erase: z.boolean().default(false) });
export type VisitDataBody = z.infer<typeof visitDataBody>;
/**
 * POST shop/visits/{id}/correct: her name and e-mail as the shop should hold them, by the walk-in
 * form's own rules (a blank e-mail: none).
 */
export const visitCorrectBody = z.object({
  code: phoneCode,
  name: walkInBody.shape.client_name,
  email: walkInBody.shape.client_email,
});
export type VisitCorrectBody = z.infer<typeof visitCorrectBody>;
/** POST shop/visits/{id}/object: the code alone. */
export const visitObjectBody = z.object({ code: phoneCode });
const row = z.record(z.string(), z.unknown());
/** The client's data held by this shop: her bookings, messages, consents; and her request, if made. */
export const visitDataResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    shop: z.string(),
    bookings: z.array(row),
    messages: z.array(row),
    chat: z.array(row),
    consents: z.array(row),
  }),
  erasure: z.object({ status: z.enum(['pending', 'done']), due_at: z.string() }).nullable(),
});
export const visitDataCodeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  resend_after: z.number().int(),
});

/** Ours (issue 37, NDPA s.38 portability): a vendor's own data, downloaded. */
export const privacyApi = {
  /**
   * A ZIP of JSON and CSV: profile, services, bookings, clients, messages, checkouts, ledger and
   * withdrawals of the signed-in vendor only; the NIN only redacted, no password or token hashes.
   */
  export: endpoint({
    method: 'GET',
    path: '/vendor/export',
    tag: 'privacy',
    audience: 'vendor',
    responses: {
      200: {
        description: 'The vendor’s data as a ZIP',
        content: { 'application/zip': { schema: z.file().mime('application/zip') } },
      },
    },
  }),
  /**
   * Deletes the signed-in vendor's account (NDPA s.34): 422 with what to settle first (a withdrawal
   * being paid out, money in her earnings, open bookings) or for a wrong password or word. Personal
   * data is erased at once; financial records are kept unlinked from her (RETENTION).
   */
  deleteAccount: endpoint({
    method: 'POST',
    path: '/vendor/account/delete',
    tag: 'privacy',
    audience: 'vendor',
    body: deleteAccountBody,
    responses: { 200: done },
    errors: [422],
  }),
  /** Her clients' requests from their booking pages (erasures, corrections, objections), newest first. */
  requests: endpoint({
    method: 'GET',
    path: '/vendor/privacy-requests',
    tag: 'privacy',
    audience: 'vendor',
    responses: { 200: privacyRequestsResponse },
  }),
  /** Carries out a client's erasure request now; 404 for another's, 409 when already done. */
  carry: endpoint({
    method: 'POST',
    path: '/vendor/privacy-requests/:id/carry',
    tag: 'privacy',
    audience: 'vendor',
    params: idParams,
    responses: { 200: done },
    errors: [404, 409],
  }),
  /** The booking page: a code to the booking's phone, before the client's data is shown or erased. */
  visitDataCode: endpoint({
    method: 'POST',
    path: '/shop/visits/:id/data-code',
    tag: 'shop',
    audience: 'customer',
    params: visitParams,
    responses: { 200: visitDataCodeResponse },
    errors: [404, 409, 503],
  }),
  /** 400 for a wrong code (429 past the tries); her data as JSON, and her erasure request when asked. */
  visitData: endpoint({
    method: 'POST',
    path: '/shop/visits/:id/data',
    tag: 'shop',
    audience: 'customer',
    params: visitParams,
    body: visitDataBody,
    responses: { 200: visitDataResponse },
    errors: [404, 409],
  }),
  /**
   * Her correction (NDPA s.34(1)(c)): the name and e-mail on every booking of hers with the shop
   * (matched by the booking's phone), recorded as a request done. 400 for a wrong code.
   */
  visitCorrect: endpoint({
    method: 'POST',
    path: '/shop/visits/:id/correct',
    tag: 'shop',
    audience: 'customer',
    params: visitParams,
    body: visitCorrectBody,
    responses: { 200: done },
    errors: [404, 409],
  }),
  /**
   * Her objection (NDPA s.36): the opt-out link's withdrawal of her consent to the shop's messages,
   * every channel, recorded as a request done. 400 for a wrong code.
   */
  visitObject: endpoint({
    method: 'POST',
    path: '/shop/visits/:id/object',
    tag: 'shop',
    audience: 'customer',
    params: visitParams,
    body: visitObjectBody,
    responses: { 200: done },
    errors: [404, 409],
  }),
};

/** The files of an export, each as JSON and as CSV. */
export const EXPORT_FILES = [
  'profile',
  'services',
  'bookings',
  'clients',
  'consents',
  'messages',
  'checkouts',
  'checkout_payments',
  'ledger',
  'withdrawals',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];
