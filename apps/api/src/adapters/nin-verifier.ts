import { isVirtualNin } from '@app/shared';

/**
 * Issue 37: checking a vendor's NIN (or vNIN) with an identity provider. The product ships only
 * 'local': the number is kept sealed and an operator checks it with NIMC and marks it verified
 * (`npm run admin -- nin` / `verify-nin`), as before. A real provider is one more adapter behind
 * this interface, with the request and answer docs/DEPLOYMENT.md describes; until one is written, a
 * NIN_PROVIDER naming any other refuses to start (config.ts), so no deployment believes numbers
 * are checked when they are not.
 */
export const NIN_PROVIDERS = ['local'] as const;
export type NinProvider = (typeof NIN_PROVIDERS)[number];

export interface NinCheckRequest {
  /** The whole number, opened from its seal only for this call; never logged. */
  number: string;
  kind: 'nin' | 'vnin';
}

export interface NinCheckResult {
  /** 'manual': the provider cannot say; the operator decides (the local default's only answer). */
  outcome: 'verified' | 'rejected' | 'manual';
  /** The provider's reference of the check, for the audit log; never the holder's data. */
  reference?: string;
}

export interface NinVerifier {
  readonly provider: NinProvider;
  check(request: NinCheckRequest): Promise<NinCheckResult>;
}

export const ninKind = (nin: string): NinCheckRequest['kind'] => (isVirtualNin(nin) ? 'vnin' : 'nin');

/** Today's behaviour: nothing leaves the server; the operator checks the number with NIMC. */
export const localNinVerifier = (): NinVerifier => ({
  provider: 'local',
  check: async () => ({ outcome: 'manual' }),
});

export function createNinVerifier(config: { NIN_PROVIDER: NinProvider }): NinVerifier {
  switch (config.NIN_PROVIDER) {
    case 'local':
      return localNinVerifier();
  }
}
