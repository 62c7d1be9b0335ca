import { ninBody, ninResponse } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['identity'];
const security = [{ bearer: [] }];

/** POST /nin: the vendor's NIN; getuserdetails shows it redacted. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.post('/nin', { schema: { tags, security, body: ninBody, response: { 200: ninResponse } } }, async (r) =>
    identity.saveNin(vendorOf(r).userId, r.body.nin_number),
  );
};
