import * as client from 'openid-client';
import type { Config } from '../config.ts';

/** The ID token's verified claims the app uses. */
export interface OidcIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** What one sign-in must keep server-side between start and callback. */
export interface OidcChecks {
  state: string;
  nonce: string;
  /** The PKCE code_verifier; only its S256 challenge leaves the server before the code exchange. */
  codeVerifier: string;
}

/** The parameters the provider sent back to the callback. */
export interface OidcCallback {
  code: string;
  state: string;
  /** RFC 9207's issuer identifier, when the provider sends one. */
  iss?: string;
}

export interface OidcClient {
  readonly enabled: boolean;
  /** A fresh state, nonce and PKCE verifier, and the provider's sign-in address carrying them. */
  authorizationUrl(): Promise<{ url: string; checks: OidcChecks }>;
  /**
   * Redeems the callback's code with the checks kept since the start: the state must match, the
   * token endpoint gets the PKCE verifier, and the ID token must be signed by the issuer, for us,
   * unexpired and carry the nonce. Answers its identity; anything amiss throws.
   */
  exchange(callback: OidcCallback, checks: OidcChecks): Promise<OidcIdentity>;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * openid-client talks HTTPS only. The one exception is a plain-http issuer on this machine's
 * loopback interface: the mock issuer of the tests and the e2e journeys (http://127.0.0.1:port).
 * A real issuer is never reached over plain http.
 */
const isLocalTestIssuer = (issuer: URL) => issuer.protocol === 'http:' && LOOPBACK.test(issuer.hostname);

/** Authorisation-code flow with state, nonce and PKCE (S256) against any OpenID Connect issuer (Google by default). */
export function createOidcClient(config: Config, redirectUri: string): OidcClient {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config;
  let configuration: Promise<client.Configuration> | undefined;
  const discover = () => {
    if (!clientId || !clientSecret) return Promise.reject(new Error('OIDC is not configured'));
    if (!configuration) {
      const server = new URL(issuer);
      const execute = [client.enableNonRepudiationChecks];
      // Loopback test issuers only, see isLocalTestIssuer.
      if (isLocalTestIssuer(server)) execute.push(client.allowInsecureRequests);
      const pending = client.discovery(server, clientId, undefined, client.ClientSecretPost(clientSecret), {
        execute,
        timeout: 10,
      });
      configuration = pending;
      // A failed discovery is tried again on the next sign-in.
      pending.catch(() => {
        if (configuration === pending) configuration = undefined;
      });
    }
    return configuration;
  };

  return {
    enabled: Boolean(clientId && clientSecret),

    async authorizationUrl() {
      const config = await discover();
      const checks: OidcChecks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return { url: url.href, checks };
    },

    async exchange(callback, checks) {
      // openid-client leaves PKCE out when the verifier is empty; a flow without one is refused.
      if (!checks.codeVerifier || !checks.nonce || !checks.state) throw new Error('Incomplete checks');
      const config = await discover();
      // The address the provider redirected to, as openid-client expects; the token request's
      // redirect_uri is taken from it, so it is built from ours rather than from the request.
      const currentUrl = new URL(redirectUri);
      currentUrl.searchParams.set('code', callback.code);
      currentUrl.searchParams.set('state', callback.state);
      if (callback.iss) currentUrl.searchParams.set('iss', callback.iss);
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('No ID token in the answer');
      if (typeof claims.email !== 'string' || !claims.email)
        throw new Error('The account has no e-mail address');
      return {
        sub: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : claims.email.split('@')[0]!,
      };
    },
  };
}
