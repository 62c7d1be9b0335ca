/**
 * Nigerian phone numbers as people type them — 0803 123 4567, +234 803-123-4567, 2348031234567,
 * (0803) 123-4567, 00234…, 803 123 4567 — in E.164, the form `tel:` and WhatsApp links need.
 */

/** Mobile numbers: ten digits after the country code, starting 70–71, 80–81 or 90–91. */
const NATIONAL = /^[789][01]\d{8}$/;
/** What people put between digits. */
const SEPARATORS = /[\s\-.()/]/g;

/** The national number (without trunk 0 or country code), or null. */
function nationalPart(compact: string): string | null {
  const international = /^(?:\+|00)(\d+)$/.exec(compact)?.[1] ?? (/^234\d+$/.test(compact) ? compact : null);
  // After the country code a trunk 0 is sometimes kept: +234 0803… is still 0803….
  if (international) return international.startsWith('234') ? international.slice(3).replace(/^0/, '') : null;
  if (/^0\d+$/.test(compact)) return compact.slice(1);
  return /^\d+$/.test(compact) ? compact : null;
}

/** The number as +234 and ten digits, or null when it is not a Nigerian mobile number. */
export function toE164(phone: string): string | null {
  const national = nationalPart(phone.trim().replace(SEPARATORS, ''));
  return national && NATIONAL.test(national) ? `+234${national}` : null;
}

/** The number as Nigerians read it, 0803 123 4567, or null when it is not one. */
export function formatLocalPhone(phone: string): string | null {
  const e164 = toE164(phone);
  return e164 && `0${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`;
}

/** A `tel:` link for tap-to-call, or null for a number that is not one. */
export function telLink(phone: string): string | null {
  const e164 = toE164(phone);
  return e164 && `tel:${e164}`;
}

/** A WhatsApp chat link (wa.me takes the international number without '+'), or null. */
export function whatsAppLink(phone: string): string | null {
  const e164 = toE164(phone);
  return e164 && `https://wa.me/${e164.slice(1)}`;
}

/**
 * Paystack needs an e-mail for a checkout: a client known only by a number (a shop page client who
 * gave none, a waitlist client) gets one of their number, which no mail ever reaches.
 */
export const phoneEmail = (e164: string) => `${e164.slice(1)}@phone.invalid`;
