import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../lib/brand.ts';
import { renderUi } from '../test/render.tsx';
import { BrandMark } from './BrandMark.tsx';

/** One product name everywhere: the wordmark and the page's first title read the one constant. */
describe('the product name', () => {
  it('is what the wordmark shows', () => {
    renderUi(<BrandMark />);
    expect(screen.getByText(PRODUCT_NAME)).toBeTruthy();
  });

  it('is the title of the page before the app starts', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html.match(/<title>(.*)<\/title>/)?.[1]).toBe(PRODUCT_NAME);
  });
});
