import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferPayouts } from './payouts.ts';

const calls: { path: string; auth: string; body: Record<string, unknown> }[] = [];
let transferStatus = 'success';
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    calls.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body: JSON.parse(raw || '{}') });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/transferrecipient') {
      res.end(JSON.stringify({ status: true, data: { recipient_code: 'RCP_1' } }));
    } else if (req.url === '/transfer' && transferStatus !== 'error') {
      res.end(JSON.stringify({ status: true, data: { status: transferStatus, transfer_code: 'TRF_9' } }));
    } else {
      res.writeHead(400).end(JSON.stringify({ status: false, message: 'Insufficient funds in balance' }));
    }
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = {
  withdrawalId: 7,
  amountKobo: 760_000,
  bankCode: '058',
  accountNo: '0123456785',
  accountName: 'Chioma Eze',
};

describe('transfer payouts (Paystack-style)', () => {
  it('creates a recipient, then a transfer of the payout in kobo', async () => {
    const result = await transferPayouts(base, 'sk_test_1').send(request);
    expect(result).toEqual({ status: 'paid', reference: 'TRF_9' });
    expect(calls.map((c) => c.path)).toEqual(['/transferrecipient', '/transfer']);
    expect(calls[0]).toMatchObject({
      auth: 'Bearer sk_test_1',
      body: { type: 'nuban', account_number: '0123456785', bank_code: '058', currency: 'NGN' },
    });
    expect(calls[1]?.body).toMatchObject({ amount: 760_000, recipient: 'RCP_1', reference: 'wd-7' });
  });

  it('reports a pending transfer as processing and a refused one as an error', async () => {
    transferStatus = 'pending';
    expect(await transferPayouts(base, 'k').send(request)).toEqual({
      status: 'processing',
      reference: 'TRF_9',
    });
    transferStatus = 'error';
    await expect(transferPayouts(base, 'k').send(request)).rejects.toThrow('Insufficient funds in balance');
  });
});
