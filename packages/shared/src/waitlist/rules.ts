import { toE164 } from '../format/phone.ts';

/** The waitlist's rules (issue 36), shared by the server and the screens. */

export const WAITLIST = {
  /** Minutes an offer holds its slot unless the shop sets another length. */
  defaultHoldMinutes: 15,
  minHoldMinutes: 5,
  maxHoldMinutes: 120,
  /** Most days one entry may span (a week and a half of 'any day is fine'). */
  maxRangeDays: 14,
} as const;

export const WAITLIST_MESSAGES = {
  joined: "You're on the waitlist. We'll message you if a slot frees up.",
  added: 'Added to the waitlist.',
  removed: 'Removed from the waitlist.',
  saved: 'Waitlist settings saved.',
  reversed: 'The first day must not be after the last',
  tooLong: `Choose at most ${WAITLIST.maxRangeDays} days`,
  past: 'Choose today or a later day',
  unknownService: 'Choose a service of this shop',
  tooManyJoins: 'Many people have joined this waitlist in the last hour. Please try again later.',
  tooManyWaiting: (most: number) =>
    `This number is already waiting for ${most} services here. Ask the shop to remove one first.`,
  notFound: 'This offer does not exist.',
  gone: 'Sorry, this offer has ended and the slot went to the next person waiting.',
  taken: 'Booked! See you then.',
  /** A taken offer whose booking asks a deposit: the hold moves to the payment (issue 36). */
  payDeposit: 'Held for you while you pay the deposit.',
  declined: "No problem, we've offered it to the next person.",
} as const;

/** Days between two YYYY-MM-DD, both counted. */
const daysSpanned = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** What is wrong with an entry's days (Lagos), or null: ordered, from today on, at most maxRangeDays. */
export function rangeProblem(from: string, to: string, today: string): string | null {
  if (from > to) return WAITLIST_MESSAGES.reversed;
  if (from < today) return WAITLIST_MESSAGES.past;
  if (daysSpanned(from, to) > WAITLIST.maxRangeDays) return WAITLIST_MESSAGES.tooLong;
  return null;
}

/** An entry that could take a freed slot: the slot's service, on one of its days. */
export interface WaitingEntry {
  id: number;
  service_id: number;
  from_date: string;
  to_date: string;
}

/**
 * Who is offered a freed slot next: the earliest joined (lowest id) of those waiting for its
 * service on its Lagos day, skipping those already offered this slot (they let it go).
 */
export function nextInLine<E extends WaitingEntry>(
  entries: readonly E[],
  slot: { serviceId: number; day: string },
  alreadyOffered: ReadonlySet<number>,
): E | undefined {
  return [...entries]
    .sort((a, b) => a.id - b.id)
    .find(
      (e) =>
        e.service_id === slot.serviceId &&
        e.from_date <= slot.day &&
        slot.day <= e.to_date &&
        !alreadyOffered.has(e.id),
    );
}

/** The one key of a held slot: one holder per vendor, team member and start. */
export const holdKey = (vendorId: number, staffId: number | null, startsAt: string) =>
  `${vendorId}:${staffId ?? 0}:${startsAt}`;

/** When an offer made at `now` stops holding its slot. */
export const holdEnds = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** The WhatsApp/SMS text of an offer. */
export const offerText = (o: { shop: string; service: string; when: string; minutes: number; url: string }) =>
  `${o.shop}: a slot for ${o.service} on ${o.when} just opened up. It's held for you for ${o.minutes} minutes: ${o.url}`;

/**
 * The approved WhatsApp template an offer goes out as (utility, en), with five body parameters in
 * offerText's order: shop, service, time, minutes held, link.
 */
export const WAITLIST_OFFER_TEMPLATE = 'waitlist_offer';

/** An offer as each channel sends it: the words (SMS, the outbox) and the template's parameters. */
export const offerMessage = (o: {
  shop: string;
  service: string;
  when: string;
  minutes: number;
  url: string;
}) => ({
  text: offerText(o),
  template: WAITLIST_OFFER_TEMPLATE,
  parameters: [o.shop, o.service, o.when, String(o.minutes), o.url],
});

/**
 * How an offer reaches the client (issue 36): by WhatsApp when the shop's client messages go by
 * WhatsApp and the number is a mobile WhatsApp can reach (E.164), else by SMS, which the client
 * asked for by joining whatever channels the shop's reminders use.
 */
export const offerChannel = (shopUsesWhatsApp: boolean, phone: string): 'whatsapp' | 'sms' =>
  shopUsesWhatsApp && toE164(phone) !== null ? 'whatsapp' : 'sms';
