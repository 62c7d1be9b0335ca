import { describe, expect, it } from 'vitest';
import { holderNameMatches } from './holder-name.ts';

const vendor = ['Adaeze Okafor', 'Glow Beauty Lounge'];

describe('holderNameMatches: the bank’s holder name against the vendor’s and the business’s', () => {
  it.each([
    'ADAEZE OKAFOR',
    'OKAFOR ADAEZE',
    'Okafor, Adaeze',
    'OKAFOR ADAEZE CHIOMA', // a middle name the profile leaves out
    'GLOW BEAUTY LOUNGE LTD',
    'Glow-Beauty Lounge (Nig.) Limited',
    'ADÁEZE OKAFOR',
  ])('%s is the vendor', (holder) => expect(holderNameMatches(holder, vendor)).toBe(true));

  it.each([
    'CHIOMA OKAFOR', // her sister
    'ADAEZE', // one shared first name
    'GLOW NAILS',
    'KEMI BELLO',
    '',
  ])('%s is someone else', (holder) => expect(holderNameMatches(holder, vendor)).toBe(false));

  it('a single-word business matches only itself', () => {
    expect(holderNameMatches('GLOWUP', ['Ada Obi', 'Glowup'])).toBe(true);
    expect(holderNameMatches('GLOWUP ADA', ['Kemi Obi', 'Glowup'])).toBe(false);
  });
});
