/** Build-time settings; defaults keep the app usable with no .env at all. */
const env = import.meta.env;

export const CONFIG = {
  customerAppUrl: (env.VITE_CUSTOMER_APP_URL as string | undefined) || 'https://book.example.ng',
  googleStartPath: '/api/auth/oidc/start',
} as const;

/** The public shop page in the customer product, built from the vendor's profile link. */
export const shopUrl = (profileLink: string) =>
  `${CONFIG.customerAppUrl.replace(/\/$/, '')}/shop/${profileLink}`;
