import { walletApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

/** SPEC §7 wallet calls, the earnings figures and the vendor's payout accounts. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallet } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.route({ ...route(api.wallet), handler: async (r) => wallet.wallet(vendorOf(r).userId) });
  app.route({ ...route(api.lastMonthDiff), handler: async (r) => wallet.lastMonthDiff(vendorOf(r).userId) });
  app.route({ ...route(api.monthly), handler: async (r) => wallet.monthly(vendorOf(r).userId) });
  app.route({
    ...route(api.report),
    handler: async (r) => wallet.report(vendorOf(r).userId, r.query.period),
  });
  app.route({ ...route(api.deposits), handler: async (r) => wallet.depositSummary(vendorOf(r).userId) });
  app.route({ ...route(api.withdrawals), handler: async (r) => wallet.withdrawals(vendorOf(r).userId) });
  app.route({
    ...route(api.withdraw),
    handler: async (r) =>
      wallet.withdraw(vendorOf(r).userId, r.body.payment_info_id, r.headers['idempotency-key']),
  });

  app.route({ ...route(api.banks), handler: async () => wallet.banks() });
  app.route({ ...route(api.bankAccounts), handler: async (r) => wallet.bankAccounts(vendorOf(r).userId) });
  app.route({
    ...route(api.resolveBankAccount),
    handler: async (r) => wallet.resolveBankAccount(vendorOf(r).userId, r.query),
  });
  app.route({
    ...route(api.addBankAccount),
    handler: async (r, reply) =>
      reply.code(201).send(await wallet.addBankAccount(vendorOf(r).userId, r.body)),
  });
  app.route({
    ...route(api.deleteBankAccount),
    handler: async (r) => wallet.deleteBankAccount(vendorOf(r).userId, r.params.id),
  });
};
