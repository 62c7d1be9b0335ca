import { formatDetails } from '../format/time.ts';
import { CONSENT_MESSAGES } from './consent.ts';
import type { ClientMessageKind } from './rules.ts';

/** What a client message says, filled in when it is sent so it tells the booking as it stands. */
export interface MessageFacts {
  business: string;
  /** The service, or a group's services in words ('Wash & Set and Braids'). */
  service: string;
  /** ISO instant of the appointment (for a proposal: the time proposed) */
  start: string;
  reference: string;
  /** The client's own booking page (see it, add it to the calendar, cancel or move it). */
  link: string;
  /** The one-tap opt-out page (issue 37); absent on a refund notice, which always goes. */
  optOut?: string;
}

/**
 * The WhatsApp templates the business account must have approved (category utility, language
 * en), each with five body parameters in this order: business, service, time, reference, and the
 * link to the client's own booking page.
 */
export const WHATSAPP_TEMPLATES: Record<ClientMessageKind, string> = {
  confirmation: 'appointment_confirmed',
  reminder: 'appointment_reminder',
  rescheduled: 'appointment_rescheduled',
  cancelled: 'appointment_cancelled',
  refund: 'payment_refunded',
  rejected: 'appointment_declined',
  proposed: 'appointment_time_proposed',
};
export const WHATSAPP_LANGUAGE = 'en';

const SUBJECTS: Record<ClientMessageKind, string> = {
  confirmation: 'Appointment confirmed',
  reminder: 'Appointment reminder',
  rescheduled: 'Appointment moved',
  cancelled: 'Appointment cancelled',
  refund: 'Payment refunded',
  rejected: 'Booking request declined',
  proposed: 'New time proposed',
};

const BODIES: Record<ClientMessageKind, (f: MessageFacts, when: string) => string> = {
  confirmation: (f, when) => `your ${f.service} appointment on ${when} is confirmed.`,
  reminder: (f, when) => `a reminder of your ${f.service} appointment on ${when}.`,
  rescheduled: (f, when) => `your ${f.service} appointment has moved to ${when}.`,
  cancelled: (f, when) => `your ${f.service} appointment on ${when} has been cancelled.`,
  refund: (f, when) =>
    `your payment for the ${f.service} appointment on ${when} is being refunded to the card or account you paid with.`,
  rejected: (f, when) => `your request for ${f.service} on ${when} was declined.`,
  proposed: (f, when) =>
    `we would like to move your ${f.service} appointment to ${when}. Please accept or decline the new time on your booking page.`,
};

/** A group's services in words: 'A', 'A and B', 'A, B and C'. */
export const servicesInWords = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The message in words (SMS, e-mail, the outbox) and as a template's parameters (WhatsApp). */
export function clientMessage(kind: ClientMessageKind, facts: MessageFacts) {
  const when = formatDetails(facts.start);
  return {
    subject: `${SUBJECTS[kind]}: ${facts.business}`,
    text: `${facts.business}: ${BODIES[kind](facts, when)} Ref ${facts.reference}. Your booking: ${facts.link}${facts.optOut ? ` ${CONSENT_MESSAGES.stopLine(facts.optOut)}` : ''}`,
    template: WHATSAPP_TEMPLATES[kind],
    // Always five: an approved template takes exactly the number of parameters it was approved with.
    parameters: [facts.business, facts.service, when, facts.reference, facts.link],
  };
}
