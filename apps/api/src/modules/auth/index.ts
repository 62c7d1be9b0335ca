// What other modules may use of auth: its services' types, and a vendor's account row.
import type { AuthRepository } from './auth.repository.ts';

export type { AuthedVendor, AuthService, VendorSession } from './auth.service.ts';
export type { CodesService } from './codes.service.ts';
export type { SignInGuard } from './sign-in-guard.ts';

/** A vendor's account row: found by id, e-mail or phone, and changed (on the executor given). */
export type Accounts = Pick<
  AuthRepository,
  'findUserById' | 'findUserByEmail' | 'findUserIdByPhone' | 'updateUser'
>;
