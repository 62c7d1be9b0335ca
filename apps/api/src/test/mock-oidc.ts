import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MockIdentity {
  email: string;
  name: string;
  email_verified?: boolean;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A local OpenID Connect issuer for tests: discovery, an authorise endpoint that signs in
 * `identity` at once and redirects back, and a token endpoint answering an ID token.
 */
export async function startMockOidc(clientId: string, identity: () => MockIdentity) {
  const codes = new Map<string, { nonce: string; who: MockIdentity }>();
  let issuer = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
        }),
      );
      return;
    }
    if (url.pathname === '/authorize') {
      const code = `code-${codes.size + 1}`;
      codes.set(code, { nonce: url.searchParams.get('nonce') ?? '', who: identity() });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!grant || form.get('client_id') !== clientId) {
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
          return;
        }
        const now = Math.floor(Date.now() / 1000);
        const claims = {
          iss: issuer,
          aud: clientId,
          sub: grant.who.email,
          email: grant.who.email,
          email_verified: grant.who.email_verified ?? true,
          name: grant.who.name,
          nonce: grant.nonce,
          iat: now,
          exp: now + 300,
        };
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            access_token: 'at',
            token_type: 'Bearer',
            id_token: `${b64({ alg: 'none' })}.${b64(claims)}.`,
          }),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
