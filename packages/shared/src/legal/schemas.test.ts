import { describe, expect, it } from 'vitest';
import { legalBlocks } from './schemas.ts';

describe('legal page text', () => {
  it('reads headings and paragraphs apart by blank lines, joining a paragraph’s lines', () => {
    expect(legalBlocks('## What we keep\n\nYour name\nand phone.\n\n\n  ## Why  \n\nTo book.\n')).toEqual([
      { kind: 'heading', text: 'What we keep' },
      { kind: 'paragraph', text: 'Your name and phone.' },
      { kind: 'heading', text: 'Why' },
      { kind: 'paragraph', text: 'To book.' },
    ]);
    expect(legalBlocks('   \n\n')).toEqual([]);
  });
});
