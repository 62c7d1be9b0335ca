import { toE164 } from '../format/phone.ts';

/**
 * Issue 36, the client book: one client per person per vendor, merged from the bookings' contacts.
 * A booking names its client by phone and/or e-mail (the online customer's account, or what the
 * vendor typed for a walk-in or phone booking); bookings sharing a phone or an e-mail are one
 * client. The merge key is a contact written one way: 'phone:' and the international digits
 * (0803 123 4567, +234 803-123-4567 and 2348031234567 are one number), or 'email:' and the address
 * in lower case. A booking with neither is a client of its own, 'booking:<id>'.
 */
export interface ClientContact {
  id: number;
  phone: string | null;
  email: string | null;
}

/** A phone's key: a Nigerian mobile as 234 and ten digits; another number as its digits (7 at least). */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const e164 = toE164(phone);
  const digits = e164 ? e164.slice(1) : phone.replace(/\D/g, '');
  return digits.length >= 7 ? `phone:${digits}` : null;
}

export function emailKey(email: string | null | undefined): string | null {
  const address = email?.trim().toLowerCase();
  return address?.includes('@') ? `email:${address}` : null;
}

/** Every key a booking's contact is known by, phone first. */
export function contactKeys(contact: Pick<ClientContact, 'phone' | 'email'>): string[] {
  return [phoneKey(contact.phone), emailKey(contact.email)].filter((k): k is string => k !== null);
}

export interface MergedClient<T> {
  /** The client's key: its first phone's, else its first e-mail's, else its one booking's. */
  key: string;
  /** Every key of the client's contacts (notes kept under any of them are the client's). */
  keys: string[];
  /** Its bookings in the order given. */
  rows: T[];
}

/**
 * Groups bookings into clients: two bookings sharing any key are the same client, and so,
 * transitively, are the bookings either shares a key with (union-find over the keys).
 */
export function mergeClients<T extends ClientContact>(rows: readonly T[]): MergedClient<T>[] {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(key, root);
    return root;
  };
  const keysOf = rows.map((row) => {
    const keys = contactKeys(row);
    return keys.length ? keys : [`booking:${row.id}`];
  });
  for (const keys of keysOf) {
    for (const key of keys) if (!parent.has(key)) parent.set(key, key);
    for (const key of keys.slice(1)) parent.set(find(key), find(keys[0]!));
  }
  const groups = new Map<string, { keys: Set<string>; rows: T[] }>();
  rows.forEach((row, i) => {
    const keys = keysOf[i]!;
    const root = find(keys[0]!);
    const group = groups.get(root) ?? { keys: new Set<string>(), rows: [] };
    for (const key of keys) group.keys.add(key);
    group.rows.push(row);
    groups.set(root, group);
  });
  return [...groups.values()].map(({ keys, rows: own }) => {
    const all = [...keys];
    return {
      key: all.find((k) => k.startsWith('phone:')) ?? all.find((k) => k.startsWith('email:')) ?? all[0]!,
      keys: all,
      rows: own,
    };
  });
}

/**
 * Whether a client matches what was typed in the search box: part of a name or an e-mail (any
 * case), or of a phone number written any way (0803…, +234 803…, 803…).
 */
export function clientMatches(
  client: { names: readonly string[]; keys: readonly string[] },
  search: string,
): boolean {
  const words = search.trim().toLowerCase();
  if (!words) return true;
  if (client.names.some((name) => name.toLowerCase().includes(words))) return true;
  if (client.keys.some((key) => key.startsWith('email:') && key.slice(6).includes(words))) return true;
  const digits = words.replace(/[\s\-.()/+]/g, '');
  if (!/^\d{3,}$/.test(digits)) return false;
  // The number as stored is 234…; what was typed may carry a trunk 0 or the country code.
  const national = digits.replace(/^(?:00)?234/, '').replace(/^0/, '');
  if (national.length < 3) return false;
  return client.keys.some((key) => key.startsWith('phone:') && key.includes(national));
}

/** The client-book's page size. */
export const CLIENTS_PER_PAGE = 20;

/** Private notes and tags: what a shop writes about a client (allergies, preferences). */
export const CLIENT_NOTES_LIMITS = { notes: 2000, tags: 12, tag: 30 } as const;

export const CLIENT_MESSAGES = { notesSaved: 'Notes saved' } as const;
