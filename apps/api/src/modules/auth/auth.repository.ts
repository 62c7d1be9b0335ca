import type { Db, Executor } from '../../db/database.ts';
import type { NewUser, OauthStatesTable, UserUpdate } from '../../db/schema.ts';

/** Queries for accounts, tokens, codes and reset tickets. */
export const authRepository = (db: Db) => ({
  findUserByEmail: (email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
  findUserById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
  findUserIdByPhone: (phone: string) =>
    db.selectFrom('users').select('id').where('phone_number', '=', phone).executeTakeFirst(),
  findUserIdByReferralCode: (code: string) =>
    db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst(),
  profileLinkTaken: async (link: string) =>
    Boolean(await db.selectFrom('users').select('id').where('profile_link', '=', link).executeTakeFirst()),
  insertUser: (user: NewUser) =>
    db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow(),
  updateUser: (ex: Executor, id: number, changes: UserUpdate) =>
    ex.updateTable('users').set(changes).where('id', '=', id).executeTakeFirst(),

  insertToken: (
    ex: Executor,
    row: { userId: number; tokenHash: string; now: string; userAgent: string | null; ip: string | null },
  ) =>
    ex
      .insertInto('auth_tokens')
      .values({
        user_id: row.userId,
        token_hash: row.tokenHash,
        created_at: row.now,
        last_used_at: row.now,
        user_agent: row.userAgent,
        ip: row.ip,
      })
      .execute(),
  /** The vendor's sessions, the latest seen first (Settings › Security). */
  tokensOfUser: (userId: number) =>
    db
      .selectFrom('auth_tokens')
      .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('last_used_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  /** Ends one of the vendor's sessions; answers how many ended (0: not hers, or already ended). */
  deleteTokenOfUser: async (userId: number, tokenId: number) =>
    Number(
      (
        await db
          .deleteFrom('auth_tokens')
          .where('id', '=', tokenId)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      ).numDeletedRows,
    ),
  /** Ends every session of the vendor but `keepId`'s (none kept when null); answers how many ended. */
  deleteTokensOfUserExcept: async (userId: number, keepId: number | null) => {
    let query = db.deleteFrom('auth_tokens').where('user_id', '=', userId);
    if (keepId !== null) query = query.where('id', '!=', keepId);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  },
  findTokenOwner: (tokenHash: string) =>
    db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .select([
        'auth_tokens.id as tokenId',
        'auth_tokens.last_used_at',
        'users.id as userId',
        'users.disabled',
        'users.account_active',
      ])
      .where('auth_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst(),
  touchToken: (tokenId: number, now: string) =>
    db.updateTable('auth_tokens').set({ last_used_at: now }).where('id', '=', tokenId).execute(),
  deleteToken: (tokenId: number) => db.deleteFrom('auth_tokens').where('id', '=', tokenId).execute(),
  deleteTokensOfUser: (ex: Executor, userId: number) =>
    ex.deleteFrom('auth_tokens').where('user_id', '=', userId).execute(),
  /** Of these token ids, the ones still signed in (not revoked, account not disabled). */
  liveTokenIds: async (tokenIds: number[]) =>
    new Set(
      (
        await db
          .selectFrom('auth_tokens')
          .innerJoin('users', 'users.id', 'auth_tokens.user_id')
          .select('auth_tokens.id')
          .where('auth_tokens.id', 'in', tokenIds)
          .where('users.disabled', '=', 0)
          .execute()
      ).map((row) => row.id),
    ),

  insertResetTicket: (userId: number, ticketHash: string, expiresAt: string) =>
    db
      .insertInto('reset_tickets')
      .values({ user_id: userId, ticket_hash: ticketHash, expires_at: expiresAt })
      .execute(),
  /** Marks an unused, unexpired ticket used; answers its user, or undefined when it was not usable. */
  useResetTicket: (ex: Executor, ticketHash: string, now: string) =>
    ex
      .updateTable('reset_tickets')
      .set({ used_at: now })
      .where('ticket_hash', '=', ticketHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst(),

  insertOauthState: (row: OauthStatesTable) => db.insertInto('oauth_states').values(row).execute(),
  /** Deletes and answers a state created after `notBefore`: each state is used once. */
  takeOauthState: (stateHash: string, notBefore: string) =>
    db
      .deleteFrom('oauth_states')
      .where('state_hash', '=', stateHash)
      .where('created_at', '>', notBefore)
      .returning(['nonce', 'code_verifier', 'ref'])
      .executeTakeFirst(),
});

export type AuthRepository = ReturnType<typeof authRepository>;
