/**
 * Issue 37: a payout account added (or changed) cannot receive a withdrawal for this long — the
 * classic account-takeover path is a new bank account and an immediate withdrawal.
 */
export const PAYOUT_ACCOUNT_HOLD_MS = 24 * 60 * 60 * 1000;

/** When a payout account saved at `createdAt` may first receive a withdrawal. */
export const payoutAccountUsableFrom = (createdAt: string) =>
  new Date(new Date(createdAt).getTime() + PAYOUT_ACCOUNT_HOLD_MS);

/** How the hold's refusal begins, so the dashboard tells it apart from other refusals and shows it whole. */
export const PAYOUT_ACCOUNT_HELD = 'For your safety, a new payout account can receive withdrawals';

/** The withdrawal's refusal while an account is held, saying when it can be used (Lagos time). */
export const payoutAccountHeldMessage = (usableFrom: Date) =>
  `${PAYOUT_ACCOUNT_HELD} 24 hours after it is added. This one can from ${usableFrom.toLocaleString('en-NG', {
    timeZone: 'Africa/Lagos',
    dateStyle: 'medium',
    timeStyle: 'short',
  })}.`;

/** "Chrome on Android": a browser and a system from a User-Agent, by simple rules (no parser library). */
export function deviceOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : /okhttp|Dart|CFNetwork/i.test(ua)
                ? 'App'
                : 'Browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iPhone or iPad'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /CrOS/.test(ua)
            ? 'Chromebook'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Where a session is, as coarse as we can honestly say without a geolocation service: the
 * address's network (IPv4 /24, IPv6 /48), never the whole address.
 */
export function placeOf(ip: string | null | undefined): string {
  if (!ip) return 'Unknown place';
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31))
      return 'This network';
    return `Network ${v4[1]}.${v4[2]}.${v4[3]}.x`;
  }
  if (ip === '::1') return 'This network';
  return `Network ${ip.split(':').slice(0, 3).join(':')}::`;
}
