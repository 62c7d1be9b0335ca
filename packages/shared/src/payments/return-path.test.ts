import { describe, expect, it } from 'vitest';
import { isOwnPath } from './return-path.ts';

describe('where a checkout may send the payer back', () => {
  it("takes this site's own paths, with their queries", () => {
    expect(isOwnPath('/shop/glow-beauty-lounge')).toBe(true);
    expect(isOwnPath('/shop/a%20b?x=1#top')).toBe(true);
  });

  it('refuses every way of naming another site', () => {
    for (const path of [
      'https://evil.example/',
      'http:/evil.example',
      '//evil.example/shop',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'shop/x',
      '',
      '/shop/x\n',
      '/ /evil',
      '/\t/evil.example',
    ])
      expect(isOwnPath(path), path).toBe(false);
  });
});
