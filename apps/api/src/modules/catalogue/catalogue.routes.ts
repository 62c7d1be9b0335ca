import {
  addonBody,
  bundleBody,
  idParams,
  LIMITS,
  MAX_SERVICE_IMAGES,
  reorderBody,
  serviceBody,
  userIdParams,
  workspaceImageBody,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['services'];
const security = [{ bearer: [] }];
const imageLimit = (count: number) => Math.ceil((count * LIMITS.imageMaxBytes * 4) / 3) + 64 * 1024;

/** SPEC §7's three reads keep their shapes; the rest is our own REST. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.container;
  app.addHook('onRequest', app.requireVendor);
  const me = (r: Parameters<typeof vendorOf>[0]) => vendorOf(r).userId;

  app.get('/getallservicebyid/:userId', { schema: { tags, security, params: userIdParams } }, async (r) =>
    catalogue.services(me(r), r.params.userId),
  );
  app.get('/getuserbundle/:userId', { schema: { tags, security, params: userIdParams } }, async (r) =>
    catalogue.bundles(me(r), r.params.userId),
  );
  app.get('/getalladdons/:userId', { schema: { tags, security, params: userIdParams } }, async (r) =>
    catalogue.addons(me(r), r.params.userId),
  );

  const serviceLimit = { bodyLimit: imageLimit(MAX_SERVICE_IMAGES) };
  app.post(
    '/services',
    { ...serviceLimit, schema: { tags, security, body: serviceBody } },
    async (r, reply) => reply.code(201).send(await catalogue.saveService(me(r), null, r.body)),
  );
  app.put(
    '/services/:id',
    { ...serviceLimit, schema: { tags, security, params: idParams, body: serviceBody } },
    async (r) => catalogue.saveService(me(r), r.params.id, r.body),
  );
  app.delete('/services/:id', { schema: { tags, security, params: idParams } }, async (r) =>
    catalogue.remove(me(r), 'services', r.params.id),
  );

  app.post('/bundles', { schema: { tags, security, body: bundleBody } }, async (r, reply) =>
    reply.code(201).send(await catalogue.saveBundle(me(r), null, r.body)),
  );
  app.put('/bundles/:id', { schema: { tags, security, params: idParams, body: bundleBody } }, async (r) =>
    catalogue.saveBundle(me(r), r.params.id, r.body),
  );
  app.delete('/bundles/:id', { schema: { tags, security, params: idParams } }, async (r) =>
    catalogue.remove(me(r), 'bundles', r.params.id),
  );

  app.post('/addons', { schema: { tags, security, body: addonBody } }, async (r, reply) =>
    reply.code(201).send(await catalogue.saveAddon(me(r), null, r.body)),
  );
  app.put('/addons/:id', { schema: { tags, security, params: idParams, body: addonBody } }, async (r) =>
    catalogue.saveAddon(me(r), r.params.id, r.body),
  );
  app.delete('/addons/:id', { schema: { tags, security, params: idParams } }, async (r) =>
    catalogue.remove(me(r), 'addons', r.params.id),
  );

  app.get('/workspace-images', { schema: { tags, security } }, async (r) => catalogue.workspaceImages(me(r)));
  app.post(
    '/workspace-images',
    { bodyLimit: imageLimit(1), schema: { tags, security, body: workspaceImageBody } },
    async (r, reply) => reply.code(201).send(await catalogue.addWorkspaceImage(me(r), r.body)),
  );
  app.put('/workspace-images/order', { schema: { tags, security, body: reorderBody } }, async (r) =>
    catalogue.reorderWorkspaceImages(me(r), r.body.ids),
  );
  app.delete('/workspace-images/:id', { schema: { tags, security, params: idParams } }, async (r) =>
    catalogue.deleteWorkspaceImage(me(r), r.params.id),
  );
};
