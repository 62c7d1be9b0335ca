// The public face of auth: what other modules use of it, written out here (importing it loads nothing).
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { UsersTable, UserUpdate } from '../../db/schema.ts';

export interface AuthedVendor {
  userId: number;
  tokenId: number;
  /** account_active: an operator put the account under review (lib/under-review.ts). */
  underReview: boolean;
}

/** Where a sign-in comes from, kept with its session (issue 37: Settings › Security's list). */
export interface SignInClient {
  ip: string;
  userAgent?: string;
}

/** What other modules ask of vendors' sessions (auth.service.ts). */
export interface VendorAuth {
  /** The vendor behind a bearer token, or null (realtime's sign-in). */
  authenticate(token: string): Promise<AuthedVendor | null>;
  /** A one-time ticket that lets the holder of a just-verified e-mail code set a new password. */
  createResetTicket(userId: number): Promise<string>;
}

/** A vendor's account row: found by id, e-mail or phone, and changed (on the executor given). */
export interface Accounts {
  findUserById(id: number): Promise<Selectable<UsersTable> | undefined>;
  findUserByEmail(email: string): Promise<Selectable<UsersTable> | undefined>;
  findUserIdByPhone(phone: string): Promise<{ id: number } | undefined>;
  updateUser(ex: Executor, id: number, changes: UserUpdate): Promise<unknown>;
}

/** Where a password is checked: vendor sign-in, customer sign-in, the current password on a change. */
export type PasswordCheck = 'vendor' | 'customer' | 'password';

/** The sign-in limits around a password check (sign-in-guard.ts). */
export interface SignInLimits {
  /**
   * Runs `compare` (the password check) unless a limit refuses the attempt with a 429; answers
   * whether the password was right and counts it when it was not. `exists`: whether an account
   * has that name (an e-mail with none is counted in the address's stranger bucket).
   */
  attempt(
    check: PasswordCheck,
    account: string,
    exists: boolean,
    ip: string,
    compare: () => Promise<boolean>,
  ): Promise<boolean>;
}

/**
 * Who asks for a code: the vendor account behind it (when there is one) and the address it came
 * from. `anyone`: a code is stored though no account stands behind the target (a shop's client,
 * whose customer account is made once the code proves the phone theirs).
 */
export type Requester =
  | { account: { id: number; createdAt: string } | null; ip: string; anyone?: undefined }
  | { account: null; ip: string; anyone: true };

/** One-time 6-digit codes to an e-mail address or a phone (codes.service.ts). */
export interface CodesService {
  /** Sends a new code through `deliver`, within the limits on sends. */
  send(
    channel: 'email' | 'sms',
    target: string,
    by: Requester,
    deliver: (code: string) => Promise<void>,
  ): Promise<void>;
  /** Spends the target's live code when `code` is it; a wrong one is a 400 and counts against the tries. */
  verify(channel: 'email' | 'sms', target: string, code: string, accountId: number | null): Promise<unknown>;
}
