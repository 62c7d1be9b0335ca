import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { TestClock } from '../test/harness.ts';
import { createSmsSender } from './sms.ts';

interface Call {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A fake of the SMS provider: records each call and answers with `status`. */
async function startProvider(status = 200) {
  const calls: Call[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({
        method: request.method,
        url: request.url,
        contentType: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status < 300 ? { code: 'ok', message_id: '1' } : { message: 'down' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, calls, baseUrl: `http://127.0.0.1:${port}/api` };
}

let provider: Awaited<ReturnType<typeof startProvider>> | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (provider ? provider.server.close(() => resolve()) : resolve()));
  provider = undefined;
});

const senderFor = (baseUrl: string) =>
  createSmsSender(
    loadConfig(
      {},
      {
        SMS_BASE_URL: baseUrl,
        SMS_API_KEY: 'test-key',
        SMS_SENDER_ID: 'VENDOR',
        DATA_DIR: '/nonexistent-outbox-must-not-be-used',
      },
    ),
    new TestClock(),
  );

describe('createSmsSender with SMS_BASE_URL and SMS_API_KEY', () => {
  it('POSTs {api_key, to, from, sms, type, channel} as JSON to {base}/sms/send', async () => {
    provider = await startProvider();
    await senderFor(provider.baseUrl).send({ to: '2348030000001', text: 'Your code is 123456' });
    expect(provider.calls).toEqual([
      {
        method: 'POST',
        url: '/api/sms/send',
        contentType: 'application/json',
        body: {
          api_key: 'test-key',
          to: '2348030000001',
          from: 'VENDOR',
          sms: 'Your code is 123456',
          type: 'plain',
          channel: 'generic',
        },
      },
    ]);
  });

  it("sends on the transactional route ('dnd') when SMS_ROUTE says so, which reaches numbers on the DND register", async () => {
    provider = await startProvider();
    const config = loadConfig(
      { SMS_ROUTE: 'dnd' },
      {
        SMS_BASE_URL: provider.baseUrl,
        SMS_API_KEY: 'test-key',
        DATA_DIR: '/nonexistent-outbox-must-not-be-used',
      },
    );
    await createSmsSender(config, new TestClock()).send({ to: '2348030000001', text: 'Hi' });
    expect(provider.calls[0]!.body).toMatchObject({ channel: 'dnd' });
  });

  it('keeps the base path whether or not it ends with a slash', async () => {
    provider = await startProvider();
    await senderFor(`${provider.baseUrl}/`).send({ to: '2348030000001', text: 'Hi' });
    expect(provider.calls[0]!.url).toBe('/api/sms/send');
  });

  it('rejects when the provider answers 500', async () => {
    provider = await startProvider(500);
    await expect(senderFor(provider.baseUrl).send({ to: '2348030000001', text: 'Hi' })).rejects.toThrow(
      'SMS provider answered 500',
    );
    expect(provider.calls).toHaveLength(1);
  });
});
