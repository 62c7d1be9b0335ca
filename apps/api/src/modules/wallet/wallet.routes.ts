import { walletApi as api } from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { addBankAccount } from './use-cases/add-bank-account.ts';
import { deleteBankAccount } from './use-cases/delete-bank-account.ts';
import { depositSummary } from './use-cases/deposit-summary.ts';
import { earningsReport } from './use-cases/earnings-report.ts';
import { lastMonthDiff } from './use-cases/last-month-diff.ts';
import { listBankAccounts } from './use-cases/list-bank-accounts.ts';
import { listBanks } from './use-cases/list-banks.ts';
import { monthlyEarnings } from './use-cases/monthly-earnings.ts';
import { resolveBankAccount } from './use-cases/resolve-bank-account.ts';
import { walletStatement, walletStatementCsv } from './use-cases/statement.ts';
import { walletFigures } from './use-cases/wallet-figures.ts';
import { withdraw } from './use-cases/withdraw.ts';
import { withdrawalHistory } from './use-cases/withdrawal-history.ts';

/** SPEC §7 wallet calls, the earnings figures and the vendor's payout accounts. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.container.wallet;
  app.addHook('onRequest', app.requireVendor);
  const me = (r: Parameters<typeof vendorOf>[0]) => ({ userId: vendorOf(r).userId });

  app.route({ ...route(api.wallet), handler: async (r) => walletFigures(ctx, me(r)) });
  app.route({ ...route(api.lastMonthDiff), handler: async (r) => lastMonthDiff(ctx, me(r)) });
  app.route({ ...route(api.monthly), handler: async (r) => monthlyEarnings(ctx, me(r)) });
  app.route({
    ...route(api.report),
    handler: async (r) => earningsReport(ctx, { ...me(r), period: r.query.period }),
  });
  app.route({ ...route(api.deposits), handler: async (r) => depositSummary(ctx, me(r)) });
  app.route({
    ...route(api.statement),
    handler: async (r) => walletStatement(ctx, { ...me(r), month: r.query.month }),
  });
  app.route({
    ...route(api.statementCsv),
    // Text, not JSON: an untyped reply.
    handler: async (r, typedReply) => {
      const reply: FastifyReply = typedReply;
      const csv = await walletStatementCsv(ctx, { ...me(r), month: r.query.month });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.name}"`)
        .header('cache-control', 'no-store')
        .send(csv.body);
    },
  });
  app.route({ ...route(api.withdrawals), handler: async (r) => withdrawalHistory(ctx, me(r)) });
  app.route({
    ...route(api.withdraw),
    handler: async (r) =>
      withdraw(ctx, {
        ...me(r),
        ip: r.ip,
        bankAccountId: r.body.payment_info_id,
        amount: r.body.amount,
        idempotencyKey: r.headers['idempotency-key'],
      }),
  });

  app.route({ ...route(api.banks), handler: async () => listBanks() });
  app.route({ ...route(api.bankAccounts), handler: async (r) => listBankAccounts(ctx, me(r)) });
  app.route({
    ...route(api.resolveBankAccount),
    handler: async (r) => resolveBankAccount(ctx, { ...me(r), account: r.query }),
  });
  app.route({
    ...route(api.addBankAccount),
    handler: async (r, reply) =>
      reply.code(201).send(await addBankAccount(ctx, { ...me(r), account: r.body, ip: r.ip })),
  });
  app.route({
    ...route(api.deleteBankAccount),
    handler: async (r) => deleteBankAccount(ctx, { ...me(r), id: r.params.id, ip: r.ip }),
  });
};
