import { deviceOf, type LoginBody, MSG, placeOf, type RegisterPartOneBody, SECURITY } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Transact } from '../../db/database.ts';
import type { NewUser } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import type { Passwords } from '../../lib/passwords.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import type { AuditLog } from '../security/index.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { AuthedVendor, SignInClient } from './index.ts';
import type { SignInGuard } from './sign-in-guard.ts';

/** A bearer token's row as stored, before `admit` checks it. */
export type VendorSession = NonNullable<Awaited<ReturnType<AuthRepository['findTokenOwner']>>>;

// Refreshing last_used_at on every request would write on every read; once a minute is enough for idle expiry.
const TOUCH_EVERY_MS = 60_000;

export function authService(deps: {
  users: AuthRepository;
  guard: SignInGuard;
  clock: Clock;
  transact: Transact;
  /** Every sign-in goes to the vendor's security log (issue 37). */
  audit: AuditLog;
  passwords: Passwords;
}) {
  const { users, guard, clock, transact, audit, passwords } = deps;
  const nowIso = () => clock.now().toISOString();

  /** A new session, kept with the device and address it signed in from, and logged. */
  async function issueToken(userId: number, client: SignInClient, how: string) {
    const token = randomToken();
    const userAgent = client.userAgent?.slice(0, 255) || null;
    await transact(async (trx) => {
      await users.insertToken(trx, {
        userId,
        tokenHash: sha256(token),
        now: nowIso(),
        userAgent,
        ip: client.ip,
      });
      await audit.record(trx, {
        userId,
        kind: 'sign_in',
        detail: `${how}, ${deviceOf(userAgent)}`,
        ip: client.ip,
      });
    });
    return token;
  }

  const findSession = (token: string) => users.findTokenOwner(sha256(token));

  async function admit(row: VendorSession | undefined): Promise<AuthedVendor | null> {
    if (!row || row.disabled) return null;
    const now = clock.now();
    const idle = now.getTime() - new Date(row.last_used_at).getTime();
    if (idle > SECURITY.tokenIdleTtlMs) {
      await users.deleteToken(row.tokenId);
      return null;
    }
    if (idle > TOUCH_EVERY_MS) await users.touchToken(row.tokenId, now.toISOString());
    return { userId: row.userId, tokenId: row.tokenId, underReview: row.account_active === 1 };
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

    /** checkemail: 200 when an account has the e-mail, 401 when it is new. */
    async checkEmail(email: string) {
      if (!(await users.findUserByEmail(email)))
        throw new AppError('no_account', MSG.emailAvailable, { success: false });
      return { success: true as const, message: MSG.accountExists };
    },

    async register(body: RegisterPartOneBody, client: SignInClient) {
      if (await users.findUserByEmail(body.email)) {
        throw unprocessable(MSG.accountExists, { email: MSG.accountExists });
      }
      if (await users.findUserIdByPhone(body.phone_number)) {
        throw unprocessable(MSG.phoneInUse, { phone_number: MSG.phoneInUse });
      }
      const userId = await createUser({
        email: body.email,
        password_hash: await passwords.hash(body.password),
        full_name: body.full_name,
        business_name: body.business_name,
        phone_number: body.phone_number,
        gender: body.gender,
        referred_by: body.referralCode || null,
      });
      return {
        success: true as const,
        message: MSG.signUpSuccess,
        token: await issueToken(userId, client, 'Signed up with password'),
        userId,
        registerStatus: false,
      };
    },

    /** Checks credentials within the sign-in limits (sign-in-guard.ts), kept in shared storage. */
    async login(body: LoginBody, client: SignInClient) {
      const user = await users.findUserByEmail(body.email);
      const valid = await guard.attempt('vendor', body.email, Boolean(user), client.ip, async () =>
        passwords.matches(user?.password_hash, body.password),
      );
      if (!user || !valid) throw new AppError('unauthenticated', MSG.loginIncorrect, { success: false });
      if (user.disabled)
        throw new AppError('account_restricted', MSG.accountDisabled, { success: false, disabled: true });
      return {
        success: true as const,
        message: MSG.signInSuccess,
        token: await issueToken(user.id, client, 'Password'),
        userId: user.id,
        registerStatus: user.register_status === 1,
      };
    },

    /** The session row behind a bearer token, as stored: `admit` decides whether it still holds. */
    findSession,

    /** The vendor of a session row, or null when the token is unknown, idle too long or disabled. */
    admit,

    /** The vendor behind a bearer token (`admit` of `findSession`). */
    async authenticate(token: string): Promise<AuthedVendor | null> {
      return admit(await findSession(token));
    },

    async logout(vendor: AuthedVendor) {
      await users.deleteToken(vendor.tokenId);
      return { success: true as const, message: 'Signed out' };
    },

    /** Settings › Security: the vendor's sessions as devices and coarse places, this one first. */
    async sessions(vendor: AuthedVendor) {
      const rows = (await users.tokensOfUser(vendor.userId)).sort(
        (a, b) => Number(b.id === vendor.tokenId) - Number(a.id === vendor.tokenId),
      );
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: deviceOf(row.user_agent),
          place: placeOf(row.ip),
          signed_in_at: row.created_at,
          last_seen_at: row.last_used_at,
          current: row.id === vendor.tokenId,
        })),
      };
    },

    /**
     * Ends one session at once: its token is deleted, so it answers 401 on every instance, and
     * each instance's socket check (realtime.server.ts) closes its sockets within a second.
     */
    async signOut(vendor: AuthedVendor, sessionId: number) {
      const ended = await users.deleteTokenOfUser(vendor.userId, sessionId);
      if (!ended) throw notFound('That session has already ended');
      return { success: true as const, message: 'Signed out', signed_out: ended };
    },

    /** 'Sign out everywhere' (this device too), or everywhere else with `keepCurrent`. */
    async signOutAll(vendor: AuthedVendor, keepCurrent: boolean) {
      const ended = await users.deleteTokensOfUserExcept(vendor.userId, keepCurrent ? vendor.tokenId : null);
      const where = keepCurrent ? 'every other device' : 'every device';
      return { success: true as const, message: `Signed out of ${where}`, signed_out: ended };
    },

    /** Sets a new password from a reset ticket and signs the account out everywhere. */
    async resetPassword(ticket: string, password: string, ip: string) {
      // Hashed first: the slow part stays outside the transaction.
      const passwordHash = await passwords.hash(password);
      const userId = await transact(async (trx) => {
        const used = await users.useResetTicket(trx, sha256(ticket), nowIso());
        if (!used) throw new AppError('invalid_request', MSG.resetExpired, { success: false });
        await users.updateUser(trx, used.user_id, { password_hash: passwordHash, updated_at: nowIso() });
        await users.deleteTokensOfUser(trx, used.user_id);
        await audit.record(trx, {
          userId: used.user_id,
          kind: 'password_changed',
          detail: 'Password reset with an e-mail code; every device signed out',
          ip,
        });
        return used.user_id;
      });
      const user = await users.findUserById(userId);
      // Whoever holds the e-mail starts clean, even while someone else is guessing at the account.
      if (user) await guard.clear('vendor', user.email, ip);
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
