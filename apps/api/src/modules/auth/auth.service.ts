import { type LoginBody, MSG, type RegisterPartOneBody, SECURITY } from '@app/shared';
import { hash, verify } from '@node-rs/argon2';
import type { Clock } from '../../adapters/clock.ts';
import type { Limiter } from '../../adapters/limiter.ts';
import type { NewUser } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, tooMany, unprocessable } from '../../lib/errors.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import type { AuthRepository } from './auth.repository.ts';

export interface AuthedVendor {
  userId: number;
  tokenId: number;
}

const signInKeys = (email: string, ip: string) => [`signin:account:${email}`, `signin:ip:${ip}`];
// Refreshing last_used_at on every request would write on every read; once a minute is enough for idle expiry.
const TOUCH_EVERY_MS = 60_000;

export function authService(deps: { users: AuthRepository; limiter: Limiter; clock: Clock }) {
  const { users, limiter, clock } = deps;
  const nowIso = () => clock.now().toISOString();

  async function issueToken(userId: number) {
    const token = randomToken();
    await users.insertToken(userId, sha256(token), nowIso());
    return token;
  }

  /** Creates a vendor; `password` is absent for social sign-up. */
  async function createUser(
    input: Omit<NewUser, 'referral_code' | 'profile_link' | 'created_at' | 'updated_at'>,
  ) {
    const referredBy = input.referred_by?.toUpperCase();
    const validReferral = referredBy ? await users.findUserIdByReferralCode(referredBy) : undefined;
    const now = nowIso();
    try {
      const { id } = await users.insertUser({
        ...input,
        referred_by: validReferral ? referredBy : null,
        referral_code: randomToken()
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 8)
          .toUpperCase(),
        profile_link: await uniqueSlug(input.business_name ?? input.full_name, users.profileLinkTaken),
        created_at: now,
        updated_at: now,
      });
      return id;
    } catch (error) {
      if (isUniqueViolation(error)) throw unprocessable(MSG.accountExists, { email: MSG.accountExists });
      throw error;
    }
  }

  return {
    createUser,
    issueToken,
    accountExists: (email: string) => users.findUserByEmail(email),

    async register(body: RegisterPartOneBody) {
      if (await users.findUserByEmail(body.email)) {
        throw unprocessable(MSG.accountExists, { email: MSG.accountExists });
      }
      if (await users.findUserIdByPhone(body.phone_number)) {
        throw unprocessable(MSG.phoneInUse, { phone_number: MSG.phoneInUse });
      }
      const userId = await createUser({
        email: body.email,
        password_hash: await hash(body.password),
        full_name: body.full_name,
        business_name: body.business_name,
        phone_number: body.phone_number,
        gender: body.gender,
        referred_by: body.referralCode || null,
      });
      return {
        success: true as const,
        message: MSG.signUpSuccess,
        token: await issueToken(userId),
        userId,
        registerStatus: false,
      };
    },

    /** Checks credentials with per-account and per-IP failure limits kept in shared storage. */
    async login(body: LoginBody, ip: string) {
      const keys = signInKeys(body.email, ip);
      const counts = await Promise.all(keys.map((key) => limiter.peek(key)));
      if (counts.some((c) => c.count >= SECURITY.signInMaxFailures)) throw tooMany(MSG.tooManySignIns);

      const user = await users.findUserByEmail(body.email);
      const valid = user?.password_hash ? await verify(user.password_hash, body.password) : false;
      if (!user || !valid) {
        await Promise.all(keys.map((key) => limiter.hit(key, SECURITY.signInWindowMs)));
        throw new AppError(401, MSG.loginIncorrect, { success: false });
      }
      if (user.disabled) throw new AppError(403, MSG.accountDisabled, { success: false, disabled: true });
      await limiter.reset(keys[0]!);
      return {
        success: true as const,
        message: MSG.signInSuccess,
        token: await issueToken(user.id),
        userId: user.id,
        registerStatus: user.register_status === 1,
      };
    },

    /** The vendor behind a bearer token, or null when the token is unknown, idle too long or disabled. */
    async authenticate(token: string): Promise<AuthedVendor | null> {
      const row = await users.findTokenOwner(sha256(token));
      if (!row || row.disabled) return null;
      const now = clock.now();
      const idle = now.getTime() - new Date(row.last_used_at).getTime();
      if (idle > SECURITY.tokenIdleTtlMs) {
        await users.deleteToken(row.tokenId);
        return null;
      }
      if (idle > TOUCH_EVERY_MS) await users.touchToken(row.tokenId, now.toISOString());
      return { userId: row.userId, tokenId: row.tokenId };
    },

    logout: (vendor: AuthedVendor) => users.deleteToken(vendor.tokenId),

    /** Sets a new password from a reset ticket and signs the account out everywhere. */
    async resetPassword(ticket: string, password: string) {
      const used = await users.useResetTicket(sha256(ticket), nowIso());
      if (!used) throw new AppError(400, MSG.resetExpired, { success: false });
      await users.updateUser(used.user_id, { password_hash: await hash(password), updated_at: nowIso() });
      await users.deleteTokensOfUser(used.user_id);
      const user = await users.findUserById(used.user_id);
      if (user) await limiter.reset(signInKeys(user.email, '')[0]!);
      return { success: true as const, message: MSG.passwordReset };
    },

    /** A one-time ticket that lets the holder of a just-verified e-mail code set a new password. */
    async createResetTicket(userId: number) {
      const ticket = randomToken();
      const expires = new Date(clock.now().getTime() + SECURITY.resetTicketTtlMs).toISOString();
      await users.insertResetTicket(userId, sha256(ticket), expires);
      return ticket;
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
