import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';

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
