/** Build-time settings; defaults keep the app usable with no .env at all. */
const env = import.meta.env;

/** Another customer product the shop links lead to; unset, this product serves the shop pages itself. */
const customerApp = ((env.VITE_CUSTOMER_APP_URL as string | undefined) || '').replace(/\/$/, '');

export const CONFIG = {
  /** Where a client books: the customer product, else this product's shop pages. */
  customerAppUrl: customerApp || '/shop',
  googleStartPath: '/api/auth/oidc/start',
} as const;

/**
 * The public shop page, built from the vendor's profile link: this product's own (/shop/{link},
 * which the server sends on to CUSTOMER_APP_URL when the operator sets one), or the customer
 * product's when the build names it.
 */
export const shopUrl = (profileLink: string) =>
  `${customerApp || window.location.origin}/shop/${encodeURIComponent(profileLink)}`;
