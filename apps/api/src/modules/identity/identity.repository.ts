import type { Db, Executor } from '../../db/database.ts';

/** The NIN as stored: sealed, as SPEC shows it, and its keyed digest (lib/sealed.ts). */
export interface StoredNin {
  sealed: string;
  shown: string;
  digest: string;
}

/** Queries for the vendor's National Identification Number. */
export const identityRepository = (db: Db) => ({
  /** A changed number waits for an operator's check again; the same number keeps its verification. */
  saveNin: (ex: Executor, userId: number, nin: StoredNin, now: string) =>
    ex
      .updateTable('users')
      .set((eb) => ({
        nin_number: nin.sealed,
        nin_shown: nin.shown,
        nin_digest: nin.digest,
        nin_verified: eb
          .case()
          .when('nin_digest', '=', nin.digest)
          .then(eb.ref('nin_verified'))
          .else(0)
          .end(),
        updated_at: now,
      }))
      .where('id', '=', userId)
      .executeTakeFirst(),
  /** Marks the stored number verified; answers it as shown, or undefined when the user has none. */
  markVerified: (ex: Executor, userId: number, now: string) =>
    ex
      .updateTable('users')
      .set({ nin_verified: 1, updated_at: now })
      .where('id', '=', userId)
      .where('nin_number', 'is not', null)
      .returning(['nin_shown'])
      .executeTakeFirst(),
  /** The sealed number of a vendor, for the operator's check. */
  sealedNin: (userId: number) =>
    db.selectFrom('users').select('nin_number').where('id', '=', userId).executeTakeFirst(),
  /** Numbers stored before sealing (no digest yet), to seal at start-up. */
  unsealedNins: () =>
    db
      .selectFrom('users')
      .select(['id', 'nin_number'])
      .where('nin_number', 'is not', null)
      .where('nin_digest', 'is', null)
      .execute(),
  /** Seals one older number, unless another instance sealed it meanwhile. */
  sealNin: (userId: number, plain: string, nin: StoredNin) =>
    db
      .updateTable('users')
      .set({ nin_number: nin.sealed, nin_shown: nin.shown, nin_digest: nin.digest })
      .where('id', '=', userId)
      .where('nin_number', '=', plain)
      .where('nin_digest', 'is', null)
      .executeTakeFirst(),
});

export type IdentityRepository = ReturnType<typeof identityRepository>;
