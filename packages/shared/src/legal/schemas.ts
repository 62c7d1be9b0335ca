import { z } from 'zod';

/** The pages sign-up links to (issue 37): the operator's terms, and what happens to personal data. */
export const LEGAL_PAGES = ['terms', 'privacy'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

export const legalParams = z.object({ page: z.enum(LEGAL_PAGES, { error: 'No such page' }) });

/**
 * A page's text: paragraphs apart by blank lines, a line starting '## ' a heading. The operator's
 * own text once published (`npm run admin -- legal-text`), else the product's.
 */
export const legalPageResponse = z.object({
  success: z.literal(true),
  page: z.enum(LEGAL_PAGES),
  title: z.string(),
  text: z.string(),
  published_by_operator: z.boolean(),
  updated_at: z.string().nullable(),
});
export type LegalPage = z.infer<typeof legalPageResponse>;

/** A page's text as blocks to show: headings and paragraphs, in order. */
export function legalBlocks(text: string): { kind: 'heading' | 'paragraph'; text: string }[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      block.startsWith('## ')
        ? { kind: 'heading' as const, text: block.slice(3).trim() }
        : { kind: 'paragraph' as const, text: block.replace(/\s*\n\s*/g, ' ') },
    );
}
