/**
 * The client on this phone: their customer token once a code proved their number, kept in local
 * storage so they book again (on any shop of this product) without a new code. And a deposit on
 * its way, per shop, so the shop's page shows where it stands when the client comes back.
 */
export interface ClientSession {
  token: string;
  name: string;
  phone: string;
}
export interface PendingPayment {
  reference: string;
  link: string;
  /** The visit's first booking: its booking page opens from here. */
  bookingId: number;
  /** What was booked, in words ('Wash & Set · Monday 30 November at 10:00 AM'). */
  visit: string;
}

const read = <T>(key: string): T | null => {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
};
const write = (key: string, value: unknown) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing without storage: the client is asked for a code again next time.
  }
};

export const session = {
  get: () => read<ClientSession>('shop-client'),
  set: (value: ClientSession | null) => write('shop-client', value),
};

export const pendingPayment = {
  get: (link: string) => read<PendingPayment>(`shop-payment:${link}`),
  set: (link: string, value: PendingPayment | null) => write(`shop-payment:${link}`, value),
};
