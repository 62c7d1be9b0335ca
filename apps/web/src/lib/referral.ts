import { CONFIG } from './config.ts';

/** SPEC §2: the referral code from any `ref` query parameter lives in local storage under 'ref'. */
const KEY = 'ref';

export const getReferralCode = () => localStorage.getItem(KEY) ?? '';

export function saveReferralFromSearch(search: string) {
  const ref = new URLSearchParams(search).get('ref');
  if (ref) localStorage.setItem(KEY, ref);
}

/** Social sign-up starts on the server; it carries the referral code along. */
export function googleStartUrl() {
  const ref = getReferralCode();
  return ref ? `${CONFIG.googleStartPath}?ref=${encodeURIComponent(ref)}` : CONFIG.googleStartPath;
}
