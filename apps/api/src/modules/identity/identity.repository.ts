import type { Db } from '../../db/database.ts';

/** Queries for the vendor's National Identification Number. */
export const identityRepository = (db: Db) => ({
  /** A new number always waits for an operator's check again. */
  saveNin: (userId: number, nin: string, now: string) =>
    db
      .updateTable('users')
      .set({ nin_number: nin, nin_verified: 0, updated_at: now })
      .where('id', '=', userId)
      .executeTakeFirst(),
  /** Marks the stored number verified; answers it, or undefined when the user has none. */
  markVerified: (userId: number, now: string) =>
    db
      .updateTable('users')
      .set({ nin_verified: 1, updated_at: now })
      .where('id', '=', userId)
      .where('nin_number', 'is not', null)
      .returning(['nin_number'])
      .executeTakeFirst(),
});

export type IdentityRepository = ReturnType<typeof identityRepository>;
