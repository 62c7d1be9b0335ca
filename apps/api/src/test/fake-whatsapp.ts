import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A template the fake's business account has approved, with its number of body parameters. */
export type FakeTemplates = Record<string, number>;

export interface FakeWhatsAppCall {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type Reply = [status: number, json: object];

/** The Cloud API's error body (Graph API style). */
const graphError = (status: number, code: number, message: string, details?: string): Reply => [
  status,
  {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(8).toString('hex'),
    },
  },
];

/**
 * A local fake of the WhatsApp Cloud API's template send, `POST /{version}/{phone-number-id}/messages`,
 * answering as the real API does: 200 with the contact and a `wamid.` message id; 401 (code 190)
 * for a wrong token; 400 (100) for a malformed body; 404 (132001) for a template the account does
 * not have; 400 (132000) for the wrong number of parameters; 400 (131030) for a recipient the
 * account may not message (a test number's allowed list); 503 (2) while `down`.
 */
export async function startFakeWhatsApp(options: {
  token: string;
  phoneNumberId: string;
  templates: FakeTemplates;
  /** Numbers (digits, no '+') the account may not message. */
  blocked?: string[];
}) {
  const calls: FakeWhatsAppCall[] = [];
  const state = { down: false };

  function answer(path: string, authorization: string | undefined, body: Record<string, unknown>): Reply {
    if (state.down) return graphError(503, 2, 'Service temporarily unavailable');
    if (authorization !== `Bearer ${options.token}`)
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (!new RegExp(`^/v\\d+\\.\\d+/${options.phoneNumberId}/messages$`).test(path))
      return graphError(400, 100, 'Unsupported post request.');
    const template = body.template as
      | { name?: unknown; language?: { code?: unknown }; components?: { parameters?: unknown[] }[] }
      | undefined;
    const to = typeof body.to === 'string' ? body.to : '';
    if (
      body.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      !template ||
      !/^\d{8,15}$/.test(to)
    )
      return graphError(400, 100, '(#100) Invalid parameter');
    const name = String(template.name);
    const expected = options.templates[name];
    if (expected === undefined || typeof template.language?.code !== 'string')
      return graphError(
        404,
        132001,
        '(#132001) Template name does not exist in the translation',
        `template name (${name}) does not exist in ${String(template.language?.code)}`,
      );
    const given = (template.components ?? []).flatMap((c) => c.parameters ?? []).length;
    if (given !== expected)
      return graphError(
        400,
        132000,
        '(#132000) Number of parameters does not match the expected number of params',
        `body: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
      );
    if (options.blocked?.includes(to))
      return graphError(
        400,
        131030,
        '(#131030) Recipient phone number not in allowed list',
        'Recipient phone number not in allowed list: Add recipient phone number to recipient list and try again.',
      );
    return [
      200,
      {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.${randomBytes(12).toString('base64url')}`, message_status: 'accepted' }],
      },
    ];
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        body = {};
      }
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const [status, json] =
        request.method === 'POST'
          ? answer(path, request.headers.authorization, body)
          : graphError(400, 100, 'Unsupported get request.');
      calls.push({ path, authorization: request.headers.authorization, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
