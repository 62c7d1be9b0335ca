import { MSG, redactNin } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Transact } from '../../db/database.ts';
import type { VendorNotifications } from '../notifications/index.ts';
import type { IdentityRepository } from './identity.repository.ts';

/** NIN: the vendor submits it, an operator verifies it (DESIGN §4); withdrawals need it verified. */
export function identityService(deps: {
  transact: Transact;
  identity: IdentityRepository;
  notifications: VendorNotifications;
  clock: Clock;
}) {
  const { transact, identity, notifications, clock } = deps;
  const nowIso = () => clock.now().toISOString();
  return {
    async saveNin(userId: number, nin: string) {
      await identity.saveNin(userId, nin, nowIso());
      return { success: true as const, message: MSG.ninSaved, nin_number: redactNin(nin) };
    },

    /** Operator action: answers the redacted number, or null when the vendor has not given one. */
    verify: (userId: number) =>
      transact(async (trx) => {
        const row = await identity.markVerified(trx, userId, nowIso());
        if (!row?.nin_number) return null;
        await notifications.record(trx, userId, 'security', 'NIN verified', 'Your NIN has been verified.');
        return redactNin(row.nin_number);
      }),
  };
}

export type IdentityService = ReturnType<typeof identityService>;
