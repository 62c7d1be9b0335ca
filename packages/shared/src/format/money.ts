/** Money is integer kobo inside and NGN with two decimals at the edges (DESIGN §3). */
export const koboToNaira = (kobo: number) => Math.round(kobo) / 100;
export const nairaToKobo = (naira: number) => Math.round(naira * 100);

const formatter = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
});
/** '₦12,500.00' */
export const formatNaira = (naira: number) => formatter.format(naira);
