import { z } from 'zod';
import { text } from '../common.ts';
import { CLIENT_NOTES_LIMITS } from './rules.ts';

// Issue 36 (our own calls): the vendor's client book. Amounts are NGN like every answer.

/** GET /vendor/clients: a page of clients, those matching `search` (name, phone or e-mail). */
export const clientsQuery = z.object({
  search: text().trim().max(100).optional(),
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(10_000).default(1),
});

/** A client's merge key in a path: 'phone:…', 'email:…' or 'booking:…' (rules.ts). */
export const clientKeyParams = z.object({
  key: text()
    .max(330)
    .regex(/^(phone|email|booking):\S+$/, 'Unknown client'),
});

export const clientSummary = z.object({
  /** The merge key: the client's address in the book. */
  key: z.string(),
  name: z.string(),
  /** The first phone (as typed) and e-mail known, or null. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Bookings of any status, and those that took place (ongoing, awaiting review, completed). */
  bookings: z.number().int(),
  visits: z.number().int(),
  /** The latest booking's start. */
  last_booking_at: z.string(),
  /** What the client paid: at the chair (the shop's book, net of corrections) and online (the ledger, net of refunds). */
  total_spent: z.number(),
  no_shows: z.number().int(),
  /** The client's own cancellations inside the shop's free-cancellation window. */
  late_cancellations: z.number().int(),
  tags: z.array(z.string()),
});
export type ClientSummary = z.infer<typeof clientSummary>;

export const clientsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    clients: z.array(clientSummary),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});

export const clientVisit = z.object({
  booking_id: z.number().int(),
  reference: z.string(),
  starts_at: z.string(),
  service_name: z.string(),
  /** The team member; null: the vendor's own. */
  staff_name: z.string().nullable(),
  status: z.string(),
  source: z.enum(['online', 'walk_in', 'phone']),
  /** What this booking brought in (chair and online). */
  paid: z.number(),
  late_cancellation: z.boolean(),
});
export type ClientVisit = z.infer<typeof clientVisit>;

/** One client, with every booking (newest first) and the shop's private notes about them. */
export const clientResponse = z.object({
  success: z.literal(true),
  data: clientSummary.extend({
    phones: z.array(z.string()),
    emails: z.array(z.string()),
    notes: z.string(),
    history: z.array(clientVisit),
  }),
});
export type ClientDetail = z.infer<typeof clientResponse>['data'];

/** PUT /vendor/clients/{key}/notes: the whole of the shop's notes and tags at once. */
export const clientNotesBody = z.object({
  notes: text()
    .trim()
    .max(CLIENT_NOTES_LIMITS.notes, `Notes must be at most ${CLIENT_NOTES_LIMITS.notes} characters`),
  tags: z
    .array(
      text()
        .trim()
        .min(1, 'A tag cannot be empty')
        .max(CLIENT_NOTES_LIMITS.tag, `A tag must be at most ${CLIENT_NOTES_LIMITS.tag} characters`),
    )
    .max(CLIENT_NOTES_LIMITS.tags, `At most ${CLIENT_NOTES_LIMITS.tags} tags`),
});
export type ClientNotesBody = z.infer<typeof clientNotesBody>;

export const clientNotesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ notes: z.string(), tags: z.array(z.string()) }),
});
