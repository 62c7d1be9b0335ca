import { z } from 'zod';
import type { ClientMessageKind } from './rules.ts';

/**
 * Consent to client messages (NDPA 2023, issue 37). Every booking records how its client came to
 * be messaged: where the contact was given, on what lawful basis, and the words shown then; a
 * withdrawal (the opt-out link, a STOP reply) is recorded the same way. The latest record for the
 * client's phone or e-mail decides.
 */
export const CONSENT_SOURCES = [
  /** The shop page: the client's own, unticked choice. */
  'booking_page',
  /** The vendor's walk-in form: the client gave her number to the shop for this appointment. */
  'walk_in_form',
  /** A booking from an existing customer account. */
  'customer_account',
  /** The one-tap link in a message. */
  'opt_out_link',
  /** A STOP reply on WhatsApp, as Meta reported it. */
  'stop_reply',
  /** A STOP reply by SMS, as the SMS provider (Termii) reported it. */
  'sms_stop_reply',
  /** Her objection from her booking page, after a phone code (NDPA s.36): the link's withdrawal. */
  'objection',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
/** Consent (s.26: a real choice) or the contract of the booked appointment (s.25(1)(b)). */
export const CONSENT_BASES = ['consent', 'contract'] as const;
export type ConsentBasis = (typeof CONSENT_BASES)[number];
export const CONSENT_STATES = ['given', 'refused', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** How a new booking's client came to be messaged, as the booking's use case knows it. */
export interface ConsentChoice {
  source: Extract<ConsentSource, 'booking_page' | 'walk_in_form' | 'customer_account'>;
  /** The booking page's box; the other sources are the booking's own basis. */
  given: boolean;
}

/** The words each record keeps as shown (or, for the vendor's form and an account, as the basis). */
export const CONSENT_TEXTS = {
  booking_page:
    'Send me reminders of this appointment by WhatsApp, SMS or e-mail. I can stop them at any time with the link in each reminder, or by replying STOP on WhatsApp.',
  walk_in_form:
    'The client gave the shop this contact at the walk-in form, for messages about this appointment (confirmation, reminders, changes). Each reminder says how to stop them.',
  customer_account:
    'Booked from a customer account: messages about this appointment (confirmation, reminders, changes). Each reminder says how to stop them.',
  opt_out_link: 'The client tapped the link to stop reminders.',
  stop_reply: 'The client replied STOP on WhatsApp.',
  sms_stop_reply: 'The client replied STOP by SMS.',
  objection:
    'The client objected, from her booking page, to all messages from this shop but those she must be sent.',
} as const satisfies Record<ConsentSource, string>;

/** Words the client reads on the opt-out page and in messages. */
export const CONSENT_MESSAGES = {
  optOutQuestion: (shop: string) => `Stop reminders from ${shop}?`,
  optOutExplain:
    'You will still be told if a booking of yours is declined, cancelled or moved, or a payment of yours refunded. You can book again at any time.',
  optOutButton: 'Stop reminders',
  optedOut: (shop: string) => `You will no longer receive reminders from ${shop}.`,
  badLink:
    "This link is not valid. Tap the link in your latest reminder, or reply STOP to the shop's WhatsApp messages.",
  // Only the link is offered in words: a reply to an alphanumeric sender ID (most SMS) or to an
  // e-mail reaches no one. A STOP is still read on WhatsApp, and by SMS where the provider reports
  // replies to a number (Termii's inbound webhook).
  stopLine: (link: string) => `Tap ${link} to stop reminders.`,
} as const;

/**
 * What a client is told whatever she chose: a refund of her money (the law asks it of whoever took
 * it), and news that the booking she made no longer stands as booked — declined, cancelled or
 * moved. Her 'stop' is a stop to reminders (the link and the page say so); it cannot be read as
 * asking not to learn that the appointment she may turn up for is off or at another time, and the
 * booking itself (the contract, NDPA s.25(1)(b)) is the basis for telling her. A proposal is not
 * in it: nothing changes until she answers, and the vendor can reach her otherwise.
 */
export const MUST_TELL_KINDS: readonly ClientMessageKind[] = [
  'refund',
  'rejected',
  'cancelled',
  'rescheduled',
];

/**
 * What a client may be sent, by her latest record. What she must be told always goes; after a
 * withdrawal nothing else does; a reminder needs consent given or the booking's own basis (a
 * refused box on the booking page stops reminders, not the confirmation of what she booked). No
 * record (bookings before issue 37): the booking's basis.
 */
export function mayMessage(kind: ClientMessageKind, state: ConsentState | null): boolean {
  if (MUST_TELL_KINDS.includes(kind)) return true;
  if (state === 'withdrawn') return false;
  if (kind === 'reminder') return state !== 'refused';
  return true;
}

/** The client's consent as the vendor sees it, with the booking's messages. */
export const clientConsentResponse = z.object({
  state: z.enum(CONSENT_STATES),
  basis: z.enum(CONSENT_BASES),
  source: z.enum(CONSENT_SOURCES),
  /** The words shown (or the basis) when it was recorded. */
  text: z.string(),
  recorded_at: z.string(),
});
export type ClientConsent = z.infer<typeof clientConsentResponse>;

/** The words a reply may be to stop messages, as carriers and WhatsApp users write them (both channels read it). */
const STOP_WORDS = new Set(['stop', 'stopall', 'unsubscribe', 'end', 'quit', 'stop reminders']);
export const isStopReply = (text: string) =>
  STOP_WORDS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[.!]+$/, ''),
  );
