import { type MissedDepositRule, missedRuleText } from '../payments/missed-deposit.ts';

/**
 * How the public shop page words prices, lengths and policies. Pure and free of zod, so the shop
 * page's own small script (apps/api/src/modules/shop/browser) shares them with its server render.
 */

const naira = (digits: number) =>
  new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const whole = naira(0);
const withKobo = naira(2);

/** '₦25,000', '₦2,500.50': kobo only where there are any. */
export const shopNaira = (kobo: number) =>
  (Math.round(kobo) % 100 ? withKobo : whole).format(Math.round(kobo) / 100);

/** '45 min', '1 hr', '3 hr 30 min'. */
export function shopDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

/** A service's price as a client reads it, by its duration type (DURATION_TYPES); null: not shown. */
export function shopPrice(priceKobo: number, durationType: string): string | null {
  switch (durationType) {
    case 'Starts at':
      return `Starts at ${shopNaira(priceKobo)}`;
    case 'varies':
      return `About ${shopNaira(priceKobo)}, varies`;
    case "don't show":
      return null;
    default:
      return shopNaira(priceKobo);
  }
}

/** The shop's deposit and cancellation policy in plain words, for someone about to pay. */
export function shopPolicy(policy: {
  free_cancel_hours: number;
  late_cancel_fee_percent: number;
  no_show_fee_percent: number;
  deposits: boolean;
  rescheduling_hours: number | null;
  /** Issue 36: the misses' deposit rule, told when it is on. */
  missed?: MissedDepositRule;
}): string[] {
  const lines: string[] = [];
  const missed = policy.missed ? missedRuleText(policy.missed) : null;
  if (!policy.deposits) {
    lines.push(
      missed
        ? 'No deposit for most clients: you pay at your appointment.'
        : 'No deposit: you pay at your appointment.',
    );
    if (missed) lines.push(missed);
  } else {
    if (missed) lines.push(missed);
    lines.push('Some services ask for a deposit when you book; it counts towards your bill.');
    const hours = policy.free_cancel_hours;
    lines.push(
      hours > 0
        ? `Cancel at least ${hours} hour${hours === 1 ? '' : 's'} before and you get your whole deposit back.`
        : 'Cancel any time before your appointment and you get your whole deposit back.',
    );
    if (hours > 0)
      lines.push(
        policy.late_cancel_fee_percent > 0
          ? `Cancel later and the shop keeps ${policy.late_cancel_fee_percent}% of the deposit.`
          : 'Cancel later and you still get your whole deposit back.',
      );
    lines.push(
      policy.no_show_fee_percent > 0
        ? `If you do not come, the shop keeps ${policy.no_show_fee_percent}% of the deposit.`
        : 'If you do not come, you still get your deposit back.',
    );
  }
  lines.push(
    policy.rescheduling_hours === null
      ? 'To change the time, ask the shop.'
      : `You can move your booking up to ${policy.rescheduling_hours} hour${policy.rescheduling_hours === 1 ? '' : 's'} before it starts.`,
  );
  return lines;
}

/**
 * SPEC's 'hh:mm A' of a Lagos wall-clock 'HH:mm' ('14:30' → '02:30 PM'), without the date
 * library: the free times the slots call answers are already Lagos times.
 */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = hours % 12 || 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
