import { bankAccountBody, depositSummaryResponse, idParams, text, withdrawalBody } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallet } = app.container;
  app.addHook('onRequest', app.requireVendor);
  const schema = { tags, security };

  app.get('/getUserWallet', { schema }, async (r) => wallet.wallet(vendorOf(r).userId));
  app.get('/lastMonthDiffWeb', { schema }, async (r) => wallet.lastMonthDiff(vendorOf(r).userId));
  app.get('/earnings/monthly', { schema }, async (r) => wallet.monthly(vendorOf(r).userId));
  app.get(
    '/earnings/deposits',
    { schema: { ...schema, response: { 200: depositSummaryResponse } } },
    async (r) => wallet.depositSummary(vendorOf(r).userId),
  );
  app.get('/withdrawals', { schema }, async (r) => wallet.withdrawals(vendorOf(r).userId));
  app.post(
    '/withdrawalrequest',
    {
      schema: {
        ...schema,
        body: withdrawalBody,
        headers: z.object({ 'idempotency-key': text().min(8).max(100).optional() }),
      },
    },
    async (r, reply) => {
      const { statusCode, body } = await wallet.withdraw(
        vendorOf(r).userId,
        r.body.payment_info_id,
        r.headers['idempotency-key'],
      );
      return reply.code(statusCode).send(body);
    },
  );

  app.get('/banks', { schema }, async () => wallet.banks());
  app.get('/bankaccounts', { schema }, async (r) => wallet.bankAccounts(vendorOf(r).userId));
  app.post('/bankaccounts', { schema: { ...schema, body: bankAccountBody } }, async (r, reply) =>
    reply.code(201).send(await wallet.addBankAccount(vendorOf(r).userId, r.body)),
  );
  app.delete('/bankaccounts/:id', { schema: { ...schema, params: idParams } }, async (r) =>
    wallet.deleteBankAccount(vendorOf(r).userId, r.params.id),
  );
};
