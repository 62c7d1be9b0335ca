/**
 * Issue 35: whether the name a bank gives for a payout account is the vendor's. A bank writes
 * 'OKAFOR ADAEZE CHIOMA' where the profile says 'Adaeze Okafor', and a business as 'GLOW BEAUTY
 * LOUNGE LTD': case, accents, punctuation, word order, a middle name and a company suffix do not
 * make a different holder.
 */
export const HOLDER_NAME_MESSAGES = {
  /** Beside an account saved although its holder's name matched neither name. */
  differs: 'Name differs from your business name',
  /** The server's 422 when a mismatch comes without the vendor's confirmation. */
  unconfirmed:
    'The bank gives this account a name that is neither your name nor your business name. Confirm the account is yours to save it.',
  /** Asked before saving such an account. */
  confirm: (holder: string) =>
    `The bank says this account belongs to ${holder}, which is neither your name nor your business name. Money you withdraw goes to whoever holds it. Save it only if it is yours (for example your own account under another name) or your business's.`,
} as const;

/** Words a business name may carry or not without naming another business. */
const NOISE = new Set([
  'ltd',
  'limited',
  'nig',
  'nigeria',
  'enterprise',
  'enterprises',
  'venture',
  'ventures',
  'and',
]);

const wordsOf = (name: string) =>
  new Set(
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w && !NOISE.has(w)),
  );

const within = (small: Set<string>, large: Set<string>) => [...small].every((w) => large.has(w));

/**
 * Whether `holder` names the same person or business as one of `names`: the same words in any
 * order, or all the words of the shorter (at least two of them) within the longer, so a middle
 * name or an extra word of the business's does not count as another holder, but one shared first
 * name does not count as the same.
 */
export function holderNameMatches(holder: string, names: readonly (string | null | undefined)[]): boolean {
  const h = wordsOf(holder);
  return names.some((name) => {
    if (!name) return false;
    const n = wordsOf(name);
    if (n.size === 0 || h.size === 0) return false;
    const [small, large] = n.size <= h.size ? [n, h] : [h, n];
    return within(small, large) && (small.size >= 2 || small.size === large.size);
  });
}
