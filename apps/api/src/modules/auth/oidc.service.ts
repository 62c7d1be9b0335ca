import { MSG } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { OidcClient, OidcIdentity } from '../../adapters/oidc.ts';
import { sha256 } from '../../lib/crypto.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { AuthService } from './auth.service.ts';
import type { SignInClient } from './index.ts';

const STATE_TTL_MS = 10 * 60 * 1000;

/** Social sign-up and sign-in: every outcome is a redirect to complete-registration (SPEC §2). */
export function oidcService(deps: {
  oidc: OidcClient;
  users: AuthRepository;
  auth: AuthService;
  clock: Clock;
  publicUrl: string;
}) {
  const { oidc, users, auth, clock, publicUrl } = deps;
  const completion = (params: Record<string, string>) => {
    const url = new URL('/register/complete-registration', publicUrl);
    url.search = new URLSearchParams(params).toString();
    return url.toString();
  };
  const failure = (error: string) => completion({ error });

  return {
    async start(ref: string | undefined) {
      if (!oidc.enabled) return failure('Social sign-up is not available right now');
      let request: Awaited<ReturnType<OidcClient['authorizationUrl']>>;
      try {
        request = await oidc.authorizationUrl();
      } catch {
        return failure('Could not reach the sign-in provider. Try again.');
      }
      // State, nonce and PKCE verifier stay here; the browser only carries the state (hashed here).
      const { state, nonce, codeVerifier } = request.checks;
      await users.insertOauthState({
        state_hash: sha256(state),
        nonce,
        code_verifier: codeVerifier,
        ref: ref ?? null,
        created_at: clock.now().toISOString(),
      });
      return request.url;
    },

    async callback(
      query: { code?: string; state?: string; error?: string; iss?: string },
      client: SignInClient,
    ) {
      if (query.error || !query.code || !query.state) return failure('Social sign-up was cancelled');
      const notBefore = new Date(clock.now().getTime() - STATE_TTL_MS).toISOString();
      // Taking the row consumes the state: a forged, replayed or stale state finds nothing.
      const saved = await users.takeOauthState(sha256(query.state), notBefore);
      if (!saved) return failure('This sign-in link has expired. Try again.');
      let identity: OidcIdentity;
      try {
        // A flow saved without a verifier (before PKCE) is refused.
        if (!saved.code_verifier) throw new Error('The saved flow has no PKCE verifier');
        identity = await oidc.exchange(
          { code: query.code, state: query.state, iss: query.iss },
          // The state is the one whose hash was saved: only its hash is kept.
          { state: query.state, nonce: saved.nonce, codeVerifier: saved.code_verifier },
        );
      } catch {
        return failure('Could not complete social sign-up. Try again.');
      }
      if (!identity.emailVerified) return failure('Your e-mail address is not verified with the provider');

      const existing = await users.findUserByEmail(identity.email);
      if (existing?.disabled) return failure(MSG.accountDisabled);
      const userId =
        existing?.id ??
        (await auth.createUser({
          email: identity.email,
          password_hash: null,
          full_name: identity.name.slice(0, 40),
          referred_by: saved.ref,
          email_verified_at: clock.now().toISOString(),
        }));
      return completion({
        token: await auth.issueToken(
          userId,
          client,
          existing ? 'Social sign-in' : 'Signed up with a social account',
        ),
        userId: String(userId),
        register_completed: existing?.register_status === 1 ? '1' : '0',
        type: existing ? 'login' : 'register',
      });
    },
  };
}
