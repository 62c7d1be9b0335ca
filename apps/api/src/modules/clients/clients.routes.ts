import { clientsApi as api } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { clientHistory } from './use-cases/client-history.ts';
import { listClients } from './use-cases/list-clients.ts';
import { saveNotes } from './use-cases/save-notes.ts';

/** Issue 36: the vendor's client book (our own calls). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.container.clients;
  app.addHook('onRequest', app.requireVendor);

  app.route({
    ...route(api.list),
    handler: async (r) =>
      listClients(ctx, { userId: vendorOf(r).userId, search: r.query.search, page: r.query.page }),
  });
  app.route({
    ...route(api.show),
    handler: async (r) => clientHistory(ctx, { userId: vendorOf(r).userId, key: r.params.key }),
  });
  app.route({
    ...route(api.saveNotes),
    handler: async (r) => saveNotes(ctx, { userId: vendorOf(r).userId, key: r.params.key, body: r.body }),
  });
};
