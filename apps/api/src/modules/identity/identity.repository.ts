import type { Db, Executor } from '../../db/database.ts';

/** Queries for the vendor's National Identification Number. */
export const identityRepository = (db: Db) => ({
  /** A changed number waits for an operator's check again; the same number keeps its verification. */
  saveNin: (userId: number, nin: string, now: string) =>
    db
      .updateTable('users')
      .set((eb) => ({
        nin_number: nin,
        nin_verified: eb.case().when('nin_number', '=', nin).then(eb.ref('nin_verified')).else(0).end(),
        updated_at: now,
      }))
      .where('id', '=', userId)
      .executeTakeFirst(),
  /** Marks the stored number verified; answers it, or undefined when the user has none. */
  markVerified: (ex: Executor, userId: number, now: string) =>
    ex
      .updateTable('users')
      .set({ nin_verified: 1, updated_at: now })
      .where('id', '=', userId)
      .where('nin_number', 'is not', null)
      .returning(['nin_number'])
      .executeTakeFirst(),
});

export type IdentityRepository = ReturnType<typeof identityRepository>;
