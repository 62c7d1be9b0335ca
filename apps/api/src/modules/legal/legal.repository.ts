import type { LegalPageName } from '@app/shared';
import type { Executor } from '../../db/database.ts';

/** The operator's own texts of the legal pages. */
export const legalRepository = {
  find: (ex: Executor, page: LegalPageName) =>
    ex.selectFrom('legal_texts').select(['text', 'updated_at']).where('page', '=', page).executeTakeFirst(),
  /** Publishes a page's text, replacing the one before. */
  save: (ex: Executor, page: LegalPageName, text: string, now: string) =>
    ex
      .insertInto('legal_texts')
      .values({ page, text, updated_at: now })
      .onConflict((oc) => oc.column('page').doUpdateSet({ text, updated_at: now }))
      .execute(),
  remove: (ex: Executor, page: LegalPageName) =>
    ex.deleteFrom('legal_texts').where('page', '=', page).executeTakeFirst(),
};
