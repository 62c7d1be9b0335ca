import { z } from 'zod';

/** Issue 37: what the vendor's security log tells of (the `audit_events` table's kinds). */
export const AUDIT_KINDS = [
  'sign_in',
  'password_changed',
  'payout_account_added',
  'payout_account_removed',
  'withdrawal',
  'verification_changed',
  'account_deleted',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** How the log names each kind to the vendor. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  sign_in: 'Signed in',
  password_changed: 'Password changed',
  payout_account_added: 'Payout account added',
  payout_account_removed: 'Payout account removed',
  withdrawal: 'Withdrawal requested',
  verification_changed: 'Verification changed',
  account_deleted: 'Account deleted',
};

export const sessionSchema = z.object({
  id: z.number().int(),
  /** "Chrome on Android", from the browser's user agent (device.ts). */
  device: z.string(),
  /** Coarse: the address's network prefix (no geolocation service is asked). */
  place: z.string(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionsResponse = z.object({ sessions: z.array(sessionSchema) });

export const auditEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(AUDIT_KINDS),
  detail: z.string(),
  place: z.string(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventsResponse = z.object({ events: z.array(auditEventSchema) });

export const signOutAllBody = z.object({
  /** Keep the session making the request ('Sign out everywhere else'). */
  keep_current: z.boolean().default(false),
});

export const signedOutResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  signed_out: z.number().int(),
});
