import { messageResponse, socialRemainsBody, userDetailsResponse, userIdParams } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account } = app.container;

  app.get(
    '/getuserdetails/:userId',
    {
      onRequest: app.requireVendor,
      schema: {
        tags,
        security,
        params: userIdParams,
        response: { 200: userDetailsResponse },
      },
    },
    async (request) => account.details(vendorOf(request).userId, request.params.userId),
  );

  app.post(
    '/vendaddsocialremains',
    {
      onRequest: app.requireVendor,
      schema: { tags, security, body: socialRemainsBody, response: { 200: messageResponse } },
    },
    async (request) => account.completeSocial(vendorOf(request).userId, request.body),
  );
};
