import type { Config } from '../config.ts';

export interface OidcIdentity {
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface OidcClient {
  readonly enabled: boolean;
  authorizationUrl(params: { state: string; nonce: string }): Promise<string>;
  /** Exchanges the authorisation code at the token endpoint and answers the ID token's identity. */
  exchange(code: string, nonce: string): Promise<OidcIdentity>;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
}

const decodeJwtPayload = (jwt: string): Record<string, unknown> => {
  const part = jwt.split('.')[1];
  if (!part) throw new Error('Malformed ID token');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
};

/**
 * Authorisation-code flow against any OpenID Connect issuer (Google by default).
 * The ID token comes straight from the token endpoint over the server's own connection, so its
 * issuer, audience, nonce and expiry are checked without a signature check (OIDC Core 3.1.3.7).
 */
export function createOidcClient(config: Config, redirectUri: string): OidcClient {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config;
  let discovery: Promise<Discovery> | undefined;
  const discover = () => {
    discovery ??= fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`Discovery failed with ${r.status}`);
      return (await r.json()) as Discovery;
    });
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  };

  return {
    enabled: Boolean(clientId && clientSecret),
    async authorizationUrl({ state, nonce }) {
      const { authorization_endpoint } = await discover();
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId ?? '',
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },
    async exchange(code, nonce) {
      const meta = await discover();
      const response = await fetch(meta.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId ?? '',
          client_secret: clientSecret ?? '',
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Token endpoint answered ${response.status}`);
      const { id_token } = (await response.json()) as { id_token?: string };
      if (!id_token) throw new Error('No ID token in the answer');
      const claims = decodeJwtPayload(id_token);
      const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (claims.iss !== meta.issuer || !audience.includes(clientId))
        throw new Error('ID token is not for us');
      if (claims.nonce !== nonce) throw new Error('ID token nonce mismatch');
      if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now())
        throw new Error('ID token expired');
      if (typeof claims.email !== 'string') throw new Error('The account has no e-mail address');
      return {
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : claims.email.split('@')[0]!,
      };
    },
  };
}
