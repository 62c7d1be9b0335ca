const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/** '₦25K' for chart axes. */
export const compactNaira = (naira: number) => `₦${compact.format(naira)}`;

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'YYYY-MM' → 'Mar' or 'March 2026'. */
export function monthLabel(month: string, style: 'short' | 'long') {
  const [year, m] = month.split('-').map(Number);
  const index = (m ?? 1) - 1;
  return style === 'short' ? (MONTHS_SHORT[index] ?? month) : `${MONTHS_LONG[index] ?? month} ${year}`;
}
