import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paystackSignature } from '../adapters/payments.ts';

/** Paystack's transaction statuses; a new transaction reads 'abandoned' until the customer pays. */
export type FakeTransactionStatus = 'abandoned' | 'ongoing' | 'pending' | 'success' | 'failed' | 'reversed';

interface Transaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  metadata: unknown;
  /** 'card' for a checkout initialised for the hosted page; 'bank_transfer' for a transfer charge. */
  channel: 'card' | 'bank_transfer';
  status: FakeTransactionStatus;
  paidAt: string | null;
  createdAt: string;
  refunded: number;
  refunds: { id: number; amount: number; status: string }[];
}

interface Transfer {
  id: number;
  transferCode: string;
  reference: string;
  amount: number;
  recipient: string;
  reason: unknown;
  status: string;
  createdAt: string;
}

export interface FakePaystackCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

type Body = Record<string, unknown>;
type Reply = [status: number, json: object];

const refused = (status: number, message: string): Reply => [status, { status: false, message }];
const ok = (message: string, data: object): Reply => [200, { status: true, message, data }];
const kobo = (value: unknown) => {
  const amount = Number(value); // Paystack takes amounts as numbers or numeric strings
  return Number.isInteger(amount) && amount > 0 ? amount : null;
};
const decode = (segment = '') => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Paystack's answer to an account number the bank does not know, word for word. */
export const UNRESOLVED_ACCOUNT = 'Could not resolve account name. Check parameters or try again.';

/**
 * A local fake of Paystack's API on 127.0.0.1, answering the real request and response shapes
 * for checkout (transaction initialize / verify, refund), transfers (recipient, transfer,
 * verify) and account-name lookups (bank/resolve), with helpers for a test to play the customer,
 * the bank and the webhook sender.
 */
export async function startFakePaystack(
  options: { secretKey?: string; balanceKobo?: number; newTransferStatus?: string } = {},
) {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  let balance = options.balanceKobo ?? 1_000_000_000;
  const transactions = new Map<string, Transaction>();
  const transfers = new Map<string, Transfer>();
  const recipients = new Map<string, Body>();
  /** The accounts the banks know: 'bank_code:account_number' → the holder's name. */
  const accounts = new Map<string, string>();
  const calls: FakePaystackCall[] = [];
  let down = false;
  /** Paths whose requests get no answer for now, and those whose next answer is lost. */
  const stalled = new Map<string, ServerResponse[]>();
  const dropNext = new Set<string>();
  let nextId = 1000;
  let url = '';

  const transactionData = (t: Transaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    paid_at: t.paidAt,
    created_at: t.createdAt,
    channel: t.channel,
    gateway_response: t.status === 'success' ? 'Successful' : t.status === 'failed' ? 'Declined' : null,
    metadata: t.metadata ?? '',
    customer: { email: t.email },
  });
  const transferData = (t: Transfer) => ({
    id: t.id,
    domain: 'test',
    amount: t.amount,
    currency: 'NGN',
    source: 'balance',
    reason: t.reason,
    recipient: t.recipient,
    status: t.status,
    transfer_code: t.transferCode,
    reference: t.reference,
    createdAt: t.createdAt,
  });

  function initialize(body: Body): Reply {
    const amount = kobo(body.amount);
    if (typeof body.email !== 'string' || !body.email.includes('@'))
      return refused(400, 'Invalid Email Address Passed');
    if (amount === null) return refused(400, 'Invalid Amount Sent');
    const reference = typeof body.reference === 'string' ? body.reference : code('T').toLowerCase();
    if (transactions.has(reference)) return refused(400, 'Duplicate Transaction Reference');
    transactions.set(reference, {
      id: nextId++,
      reference,
      amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      email: body.email,
      metadata: body.metadata,
      channel: 'card',
      status: 'abandoned',
      paidAt: null,
      createdAt: new Date().toISOString(),
      refunded: 0,
      refunds: [],
    });
    return ok('Authorization URL created', {
      authorization_url: `${url}/checkout/${encodeURIComponent(reference)}`,
      access_code: code('ac'),
      reference,
    });
  }

  /**
   * POST /charge with `bank_transfer` (Pay with Transfer): a transaction of its own, with a
   * one-time account number that takes transfers until `account_expires_at`.
   */
  function chargeByTransfer(body: Body): Reply {
    const amount = kobo(body.amount);
    const transfer = body.bank_transfer;
    if (typeof body.email !== 'string' || !body.email.includes('@'))
      return refused(400, 'Invalid Email Address Passed');
    if (amount === null) return refused(400, 'Invalid Amount Sent');
    if (!transfer || typeof transfer !== 'object') return refused(400, 'Please provide a payment channel');
    const reference = typeof body.reference === 'string' ? body.reference : code('T').toLowerCase();
    if (transactions.has(reference)) return refused(400, 'Duplicate Transaction Reference');
    const expires = (transfer as Body).account_expires_at;
    transactions.set(reference, {
      id: nextId++,
      reference,
      amount,
      currency: 'NGN',
      email: body.email,
      metadata: body.metadata,
      channel: 'bank_transfer',
      status: 'pending',
      paidAt: null,
      createdAt: new Date().toISOString(),
      refunded: 0,
      refunds: [],
    });
    return ok('Charge attempted', {
      status: 'pending_bank_transfer',
      display_text: 'Please make a transfer to the account specified',
      reference,
      amount,
      account_name: 'PAYSTACK CHECKOUT',
      account_number: String(1_000_000_000 + nextId),
      bank: { slug: 'test-bank', name: 'Test Bank', id: 24 },
      account_expires_at: typeof expires === 'string' ? new Date(expires).toISOString() : null,
    });
  }

  const transactionOf = (key: unknown) =>
    [...transactions.values()].find((x) => x.reference === key || String(x.id) === String(key));

  function refund(body: Body): Reply {
    const t = transactionOf(body.transaction);
    if (!t) return refused(404, 'Transaction not found');
    if (t.status !== 'success') return refused(400, 'Cannot refund a transaction that was not successful');
    const left = t.amount - t.refunded;
    const amount = body.amount === undefined ? left : kobo(body.amount);
    if (amount === null) return refused(400, 'Invalid Amount Sent');
    // Never more than was charged, counting earlier refunds.
    if (amount > left) return refused(400, 'Refund amount cannot be greater than the amount left to refund');
    t.refunded += amount;
    const made = { id: nextId++, amount, status: 'pending' };
    t.refunds.push(made);
    return ok('Refund has been queued for processing', {
      id: made.id,
      transaction: transactionData(t),
      amount,
      currency: t.currency,
      status: 'pending',
      domain: 'test',
      deducted_amount: 0,
      fully_deducted: false,
    });
  }

  function transferRecipient(body: Body): Reply {
    const { type, name, account_number, bank_code } = body;
    if (type !== 'nuban' || typeof name !== 'string' || typeof account_number !== 'string') {
      return refused(400, 'Invalid recipient details');
    }
    if (typeof bank_code !== 'string') return refused(400, 'Bank code is required');
    // Paystack answers the existing recipient for an account it already knows.
    const key = `${bank_code}:${account_number}`;
    const existing = recipients.get(key);
    const recipient = existing ?? {
      active: true,
      currency: 'NGN',
      domain: 'test',
      id: nextId++,
      name,
      recipient_code: code('RCP'),
      type,
      details: { account_number, account_name: name, bank_code },
    };
    recipients.set(key, recipient);
    return ok('Transfer recipient created successfully', recipient);
  }

  function transfer(body: Body): Reply {
    const amount = kobo(body.amount);
    const { reference, recipient } = body;
    if (body.source !== 'balance') return refused(400, 'Invalid transfer source');
    if (amount === null) return refused(400, 'Invalid Amount Sent');
    if (![...recipients.values()].some((r) => r.recipient_code === recipient)) {
      return refused(400, 'Recipient specified is invalid');
    }
    // Paystack's rules for a transfer reference.
    if (typeof reference !== 'string' || !/^[a-z0-9_-]{16,50}$/.test(reference)) {
      return refused(400, 'Invalid transfer reference');
    }
    if (transfers.has(reference)) return refused(400, 'Duplicate Transfer Reference');
    if (amount > balance) return refused(400, 'Your balance is not enough to fulfil this request');
    balance -= amount;
    const t: Transfer = {
      id: nextId++,
      transferCode: code('TRF'),
      reference,
      amount,
      recipient: String(recipient),
      reason: body.reason,
      status: options.newTransferStatus ?? 'pending',
      createdAt: new Date().toISOString(),
    };
    transfers.set(reference, t);
    return ok('Transfer has been queued', transferData(t));
  }

  /** GET /refund?transaction=<id or reference>: the refunds of one transaction. */
  function listRefunds(query: URLSearchParams): Reply {
    const t = transactionOf(query.get('transaction'));
    const refunds = t ? t.refunds.map((r) => ({ ...r, transaction: t.id, currency: t.currency })) : [];
    return [
      200,
      { status: true, message: 'Refunds retrieved', data: refunds, meta: { total: refunds.length } },
    ];
  }

  function resolveAccount(query: URLSearchParams): Reply {
    const accountNumber = query.get('account_number');
    const bankCode = query.get('bank_code');
    if (!accountNumber || !bankCode) return refused(400, 'Account number and bank code are required');
    const name = accounts.get(`${bankCode}:${accountNumber}`);
    if (name === undefined) return refused(422, UNRESOLVED_ACCOUNT);
    return ok('Account number resolved', { account_number: accountNumber, account_name: name, bank_id: 9 });
  }

  function route(method: string, path: string, query: URLSearchParams, body: Body): Reply {
    const verify = /^\/(transaction|transfer)\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify?.[1] === 'transaction') {
      const t = transactions.get(decode(verify[2]));
      return t
        ? ok('Verification successful', transactionData(t))
        : refused(400, 'Transaction reference not found');
    }
    if (method === 'GET' && verify?.[1] === 'transfer') {
      const t = transfers.get(decode(verify[2]));
      return t ? ok('Transfer retrieved', transferData(t)) : refused(404, 'Transfer not found');
    }
    if (method === 'GET' && path === '/bank/resolve') return resolveAccount(query);
    if (method === 'GET' && path === '/refund') return listRefunds(query);
    if (method === 'POST' && path === '/transaction/initialize') return initialize(body);
    if (method === 'POST' && path === '/refund') return refund(body);
    if (method === 'POST' && path === '/charge') return chargeByTransfer(body);
    if (method === 'POST' && path === '/transferrecipient') return transferRecipient(body);
    if (method === 'POST' && path === '/transfer') return transfer(body);
    return refused(404, 'Not found');
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const method = req.method ?? 'GET';
    const { pathname: path, searchParams } = new URL(req.url ?? '/', url);
    let parsed: unknown = null;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      parsed = undefined;
    }
    calls.push({
      method,
      path,
      query: Object.fromEntries(searchParams),
      body: parsed,
      authorization: req.headers.authorization,
    });
    // An outage as a gateway in front of the API shows it: a 503 page, not Paystack's JSON.
    if (down) {
      res
        .writeHead(503, { 'content-type': 'text/html' })
        .end('<html><body>Service Unavailable</body></html>');
      return;
    }
    const waiting = stalled.get(`${method} ${path}`);
    if (waiting) {
      waiting.push(res);
      return;
    }
    const body: Body = parsed && typeof parsed === 'object' ? (parsed as Body) : {};
    const [status, json] =
      req.headers.authorization !== `Bearer ${secretKey}`
        ? refused(401, 'Invalid key')
        : parsed === undefined
          ? refused(400, 'Invalid JSON body')
          : route(method, path, searchParams, body);
    // Done at the provider, but the answer never reaches the caller (a dropped connection).
    if (dropNext.delete(`${method} ${path}`)) {
      res.socket?.destroy();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    /** Every request received, in order. */
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /**
     * The customer finished paying (status 'success' by default, with paid_at) — or, with
     * overrides, paid another amount or currency (a transfer of the wrong sum), or the charge ended otherwise. Answers the
     * transaction as verify shows it, ready to pass to `event('charge.success', …)`.
     */
    pay(
      reference: string,
      overrides: { amount?: number; currency?: string; status?: FakeTransactionStatus } = {},
    ) {
      const t = transactions.get(reference);
      if (!t) throw new Error(`fake Paystack: no transaction ${reference}`);
      t.status = overrides.status ?? 'success';
      t.amount = overrides.amount ?? t.amount;
      t.currency = overrides.currency ?? t.currency;
      t.paidAt = t.status === 'success' ? new Date().toISOString() : null;
      return transactionData(t);
    },
    /** A bank account the bank knows, so bank/resolve answers its holder's name. */
    addAccount(bankCode: string, accountNumber: string, name: string) {
      accounts.set(`${bankCode}:${accountNumber}`, name);
    },
    /**
     * While stalled, requests to `call` ('POST /refund') are neither done nor answered; un-stalling
     * answers the waiting ones 503, as a gateway that gave up on them.
     */
    stall(call: string, value: boolean) {
      if (value) stalled.set(call, stalled.get(call) ?? []);
      else {
        for (const res of stalled.get(call) ?? []) res.writeHead(503).end();
        stalled.delete(call);
      }
    },
    /** The next request to `call` is done, but its answer is lost on the way back. */
    dropNextAnswer(call: string) {
      dropNext.add(call);
    },
    /** While down, every request is answered 503 with an HTML page. */
    setDown(value: boolean) {
      down = value;
    },
    /** The bank settled a transfer ('success', 'failed', 'reversed', …); answers it as verify shows it. */
    setTransferStatus(reference: string, status: string) {
      const t = transfers.get(reference);
      if (!t) throw new Error(`fake Paystack: no transfer ${reference}`);
      // A failed or reversed transfer's money goes back to the balance.
      const returned = (s: string) => s === 'failed' || s === 'reversed';
      if (returned(status) && !returned(t.status)) balance += t.amount;
      t.status = status;
      return transferData(t);
    },
    /** A webhook body exactly as Paystack sends it, signed with `secret` (default: the fake's key). */
    event(event: string, data: object, secret = secretKey) {
      const raw = JSON.stringify({ event, data });
      return { raw, signature: paystackSignature(secret, raw) };
    },
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
