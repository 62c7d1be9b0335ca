import { MSG, redactNin } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import { type NinVerifier, ninKind } from '../../adapters/nin-verifier.ts';
import type { Transact } from '../../db/database.ts';
import type { Sealer } from '../../lib/sealed.ts';
import type { VendorNotifications } from '../notifications/index.ts';
import type { AuditLog } from '../security/index.ts';
import type { IdentityRepository, StoredNin } from './identity.repository.ts';

/**
 * NIN: the vendor submits it, an operator verifies it (DESIGN §4); withdrawals need it verified.
 * It is kept sealed (issue 37, NDPA): pages show it as SPEC redacts it, from `nin_shown`; only the
 * operator's check opens the seal.
 */
export function identityService(deps: {
  transact: Transact;
  identity: IdentityRepository;
  notifications: VendorNotifications;
  /** A NIN submitted or verified goes to the vendor's security log (issue 37). */
  audit: AuditLog;
  clock: Clock;
  nins: Sealer;
  /** The configured provider's check (the local default leaves it to the operator). */
  verifier: NinVerifier;
}) {
  const { transact, identity, notifications, audit, clock, nins, verifier } = deps;
  const nowIso = () => clock.now().toISOString();
  const stored = (nin: string): StoredNin => ({
    sealed: nins.seal(nin),
    shown: redactNin(nin),
    digest: nins.digest(nin),
  });
  /** Operator action (or a provider's confirmation): answers the redacted number, or null without one. */
  const verify = (userId: number) =>
    transact(async (trx) => {
      const row = await identity.markVerified(trx, userId, nowIso());
      if (!row?.nin_shown) return null;
      await notifications.record(trx, userId, 'security', 'NIN verified', 'Your NIN has been verified.');
      await audit.record(trx, {
        userId,
        kind: 'verification_changed',
        detail: `NIN ${row.nin_shown} verified`,
      });
      return row.nin_shown;
    });

  return {
    async saveNin(userId: number, nin: string) {
      const kept = stored(nin);
      await transact(async (trx) => {
        await identity.saveNin(trx, userId, kept, nowIso());
        await audit.record(trx, {
          userId,
          kind: 'verification_changed',
          detail: `NIN ${kept.shown} submitted`,
        });
      });
      // A provider that confirms the number verifies it now; any other answer waits for the operator.
      const checked = await verifier.check({ number: nin, kind: ninKind(nin) });
      if (checked.outcome === 'verified') await verify(userId);
      return { success: true as const, message: MSG.ninSaved, nin_number: kept.shown };
    },

    verify,

    /** Operator action: the whole number, to check it with NIMC before verifying; null without one. */
    async openNin(userId: number) {
      const row = await identity.sealedNin(userId);
      return row?.nin_number ? nins.open(row.nin_number) : null;
    },

    /** At start-up: seals the numbers stored before sealing. Answers how many it sealed. */
    async sealStoredNins() {
      let sealed = 0;
      for (const row of await identity.unsealedNins()) {
        if (!row.nin_number) continue;
        const done = await identity.sealNin(row.id, row.nin_number, stored(row.nin_number));
        sealed += Number(done.numUpdatedRows);
      }
      return sealed;
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
