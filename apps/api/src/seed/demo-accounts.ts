import { randomBytes } from 'node:crypto';

// Who the demo shop's accounts are: read by the seed, the demo sign-in and the operator's demo-password.

export const DEMO_VENDOR = { email: 'demo@glowbeauty.ng' } as const;

/** A password no one else knows, meeting the sign-up rule (upper, lower, digit, symbol). */
export const randomDemoPassword = () => `Glow-${randomBytes(9).toString('base64url')}-7x`;

export const CUSTOMERS = [
  ['Tolu', 'Adeyemi'],
  ['Ngozi', 'Eze'],
  ['Amina', 'Bello'],
  ['Kemi', 'Lawal'],
];
/** The demo customers' sign-ins: they share the vendor's password. */
export const DEMO_CUSTOMER_EMAILS = CUSTOMERS.map(([first]) => `${first!.toLowerCase()}@customer.ng`);
