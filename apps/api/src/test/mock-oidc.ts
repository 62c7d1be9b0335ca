import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MockIdentity {
  email: string;
  name: string;
  email_verified?: boolean;
}

/** Ways a test makes the issuer misbehave, to see the client refuse it. */
export interface MockMisbehaviour {
  /** Claims forced into the ID tokens (a wrong nonce, audience, issuer, expiry…). */
  claims?: Record<string, unknown>;
  /** Sign the ID tokens with a key the JWKS does not publish. */
  foreignKey?: boolean;
}

const json = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * A local OpenID Connect issuer for tests: discovery, an authorise endpoint that signs in
 * `identity` at once and redirects back, a token endpoint that checks the client's secret
 * (client_secret_post or _basic) and the PKCE verifier (S256) and answers an RS256 ID token, and
 * the JWKS to check it with. Each refusal is recorded in `refusals`.
 */
export async function startMockOidc(
  clientId: string,
  identity: () => MockIdentity,
  options: { clientSecret?: string } = {},
) {
  const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signing = { ...keyPair(), kid: randomBytes(8).toString('hex') };
  const foreign = keyPair();
  const codes = new Map<
    string,
    { nonce: string | null; challenge: string; redirectUri: string; who: MockIdentity }
  >();
  const refusals: string[] = [];
  let misbehaviour: MockMisbehaviour = {};
  let issuer = '';

  const idToken = (claims: Record<string, unknown>) => {
    const input = `${json({ alg: 'RS256', typ: 'JWT', kid: signing.kid })}.${json(claims)}`;
    const key = misbehaviour.foreignKey ? foreign.privateKey : signing.privateKey;
    return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
  };

  /** The client credentials of a token request, from the form or a Basic header. */
  const credentials = (form: URLSearchParams, authorization: string | undefined) => {
    if (authorization?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(authorization.slice(6), 'base64')
        .toString('utf8')
        .split(':')
        .map(decodeURIComponent);
      return { id, secret };
    }
    return { id: form.get('client_id'), secret: form.get('client_secret') };
  };

  const token = (form: URLSearchParams, authorization: string | undefined) => {
    const code = form.get('code') ?? '';
    const grant = codes.get(code);
    codes.delete(code); // a code is used once, whatever happens
    const client = credentials(form, authorization);
    const verifier = form.get('code_verifier');
    const refusal =
      client.id !== clientId
        ? 'unknown client'
        : options.clientSecret !== undefined && client.secret !== options.clientSecret
          ? 'wrong client secret'
          : form.get('grant_type') !== 'authorization_code'
            ? 'unsupported grant type'
            : !grant
              ? 'unknown or used code'
              : form.get('redirect_uri') !== grant.redirectUri
                ? 'redirect_uri differs from the authorisation request'
                : !verifier
                  ? 'code_verifier missing'
                  : s256(verifier) !== grant.challenge
                    ? 'code_verifier does not match code_challenge'
                    : undefined;
    if (refusal || !grant) return { refusal: refusal ?? 'unknown or used code' };
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: issuer,
      aud: clientId,
      sub: grant.who.email,
      email: grant.who.email,
      email_verified: grant.who.email_verified ?? true,
      name: grant.who.name,
      ...(grant.nonce === null ? {} : { nonce: grant.nonce }),
      iat: now,
      exp: now + 300,
      ...misbehaviour.claims,
    };
    return {
      answer: {
        access_token: randomBytes(16).toString('base64url'),
        token_type: 'Bearer',
        expires_in: 300,
        scope: 'openid email profile',
        id_token: idToken(claims),
      },
    };
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const send = (status: number, body: object) =>
      res
        .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));
    if (url.pathname === '/.well-known/openid-configuration') {
      send(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
        grant_types_supported: ['authorization_code'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['sub', 'email', 'email_verified', 'name'],
      });
      return;
    }
    if (url.pathname === '/jwks') {
      const jwk = signing.publicKey.export({ format: 'jwk' });
      send(200, { keys: [{ ...jwk, kid: signing.kid, alg: 'RS256', use: 'sig' }] });
      return;
    }
    if (url.pathname === '/authorize') {
      const params = url.searchParams;
      const redirectUri = params.get('redirect_uri');
      if (params.get('client_id') !== clientId || !redirectUri) {
        refusals.push('authorize: unknown client or no redirect_uri');
        send(400, { error: 'invalid_request' });
        return;
      }
      const back = new URL(redirectUri);
      const challenge = params.get('code_challenge');
      const refusal =
        params.get('response_type') !== 'code'
          ? 'authorize: response_type is not code'
          : !params.get('scope')?.split(' ').includes('openid')
            ? 'authorize: no openid scope'
            : !challenge || params.get('code_challenge_method') !== 'S256'
              ? 'authorize: no S256 code_challenge'
              : undefined;
      if (refusal || !challenge) {
        refusals.push(refusal ?? 'authorize: no S256 code_challenge');
        back.searchParams.set('error', 'invalid_request');
      } else {
        const code = randomBytes(16).toString('base64url');
        codes.set(code, { nonce: params.get('nonce'), challenge, redirectUri, who: identity() });
        back.searchParams.set('code', code);
      }
      const state = params.get('state');
      if (state !== null) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const result = token(new URLSearchParams(body), req.headers.authorization);
        if (result.refusal !== undefined) {
          refusals.push(`token: ${result.refusal}`);
          const badClient = result.refusal.includes('client');
          send(badClient ? 401 : 400, { error: badClient ? 'invalid_client' : 'invalid_grant' });
          return;
        }
        send(200, result.answer);
      });
      return;
    }
    res.writeHead(404).end();
  });
  // Kept-alive connections outlive the test: at Node's 5 s, a loaded machine's late request could
  // go out on a socket the server was closing (fetch failed, ECONNRESET, seen in a CI run).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** Why the issuer refused requests, oldest first. */
    refusals,
    /** Makes the following ID tokens misbehave; `{}` makes them good again. */
    misbehave(how: MockMisbehaviour) {
      misbehaviour = how;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
