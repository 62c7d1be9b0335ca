import type { LegalPage, LegalPageName } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/database.ts';
import { legalRepository as texts } from './legal.repository.ts';
import { PRODUCT_TEXTS } from './product-texts.ts';

/** The terms and the privacy notice: the operator's own text once published, else the product's. */
export function legalService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async page(page: LegalPageName): Promise<LegalPage> {
      const own = await texts.find(db, page);
      const title = PRODUCT_TEXTS[page].title;
      return own
        ? {
            success: true,
            page,
            title,
            text: own.text,
            published_by_operator: true,
            updated_at: own.updated_at,
          }
        : {
            success: true,
            page,
            ...PRODUCT_TEXTS[page],
            published_by_operator: false,
            updated_at: null,
          };
    },

    /** Operator action: publishes a page's text; an empty text goes back to the product's. */
    async publish(page: LegalPageName, text: string) {
      if (!text.trim()) {
        await texts.remove(db, page);
        return 'product';
      }
      await texts.save(db, page, text.trim(), clock.now().toISOString());
      return 'operator';
    },
  };
}

export type LegalService = ReturnType<typeof legalService>;
