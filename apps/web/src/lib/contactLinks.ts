import { formatLocalPhone, telLink, whatsAppLink } from '@app/shared';

/** One number a client gave, as the dashboard and the phone app offer it. */
export interface PhoneContact {
  /** The number the Nigerian way (0803 123 4567), or as given when it is not a Nigerian mobile. */
  shown: string;
  /** Tap to call, or null for a number we cannot read (a link to a guessed number would ring a stranger). */
  tel: string | null;
  /** A WhatsApp chat, or null likewise. */
  whatsApp: string | null;
}

/** How to reach a client on a number: framework-free, so every screen builds the same links. */
export function phoneContact(phone: string): PhoneContact {
  return { shown: formatLocalPhone(phone) ?? phone, tel: telLink(phone), whatsApp: whatsAppLink(phone) };
}

/** A link that writes to the address in the mail app. */
export const mailLink = (email: string): string => `mailto:${email}`;
