import {
  actionResponse,
  bookingsResponse,
  cancelBookingBody,
  idParams,
  LIMITS,
  text,
  userIdParams,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['bookings'];
const security = [{ bearer: [] }];
const ids = z.object({ ids: text().max(2000) });
const balance = idParams.extend({
  balance: z.coerce.number({ error: 'Value must be numeric' }).min(0).max(100_000_000),
});
const group = z.object({ multipleId: text().min(1).max(40) });
const decision = idParams.extend({ decision: z.enum(['accept', 'reject']) });
const list = { tags, security, response: { 200: bookingsResponse } };
const action = { tags, security, response: { 200: actionResponse } };

/** SPEC §7 'Bookings and actions', paths and methods as the spec has them. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings } = app.container;
  app.addHook('onRequest', app.requireVendor);

  app.get('/getAllBookingsBy1days', { schema: list }, async (r) => bookings.today(vendorOf(r).userId));
  app.get('/getAllBookingsBy7days', { schema: list }, async (r) => bookings.sevenDays(vendorOf(r).userId));
  app.get('/getallbookingsbydate/:userId', { schema: { ...list, params: userIdParams } }, async (r) =>
    bookings.all(vendorOf(r).userId, r.params.userId),
  );

  app.get('/acceptBooking/:id', { schema: { ...action, params: idParams } }, async (r) =>
    bookings.act(vendorOf(r).userId, r.params.id, 'accept'),
  );
  app.get('/rejectBooking/:id', { schema: { ...action, params: idParams } }, async (r) =>
    bookings.act(vendorOf(r).userId, r.params.id, 'reject'),
  );
  app.get('/startBooking/:id', { schema: { ...action, params: idParams } }, async (r) =>
    bookings.act(vendorOf(r).userId, r.params.id, 'start'),
  );
  app.get('/noShowBooking/:id', { schema: { ...action, params: idParams } }, async (r) =>
    bookings.act(vendorOf(r).userId, r.params.id, 'noShow'),
  );
  app.get('/completeBooking/:id', { schema: { ...action, params: idParams } }, async (r) =>
    bookings.complete(vendorOf(r).userId, r.params.id),
  );
  app.get('/acceptBookingall/:ids', { schema: { ...action, params: ids } }, async (r) =>
    bookings.actAll(vendorOf(r).userId, r.params.ids, 'accept'),
  );
  app.get('/rejectBookingall/:ids', { schema: { ...action, params: ids } }, async (r) =>
    bookings.actAll(vendorOf(r).userId, r.params.ids, 'reject'),
  );
  app.get('/completeBookingbalance/:id/:balance', { schema: { ...action, params: balance } }, async (r) =>
    bookings.completeWithBalance(vendorOf(r).userId, r.params.id, r.params.balance),
  );
  app.get('/completeBookingall/:multipleId', { schema: { ...action, params: group } }, async (r) =>
    bookings.completeGroup(vendorOf(r).userId, r.params.multipleId),
  );
  app.get('/acceptrejectvendorcancel/:id/:decision', { schema: { ...action, params: decision } }, async (r) =>
    bookings.act(
      vendorOf(r).userId,
      r.params.id,
      r.params.decision === 'accept' ? 'acceptCancel' : 'rejectCancel',
    ),
  );
  app.post(
    '/cancelvendorBooking/:id',
    {
      bodyLimit: Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 16 * 1024,
      schema: { ...action, params: idParams, body: cancelBookingBody },
    },
    async (r) => bookings.cancel(vendorOf(r).userId, r.params.id, r.body),
  );
};
