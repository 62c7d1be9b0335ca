import {
  bookingRulesBody,
  boostBody,
  businessHoursBody,
  businessInfoBody,
  cancellationPolicyBody,
  cancellationPolicyResponse,
  changePasswordBody,
  dayOffBody,
  idParams,
  locationBody,
  notificationPrefsBody,
  personalBody,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorOf } from '../../lib/http.ts';

const tags = ['settings'];
const security = [{ bearer: [] }];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.container;
  app.addHook('onRequest', app.requireVendor);
  const me = (r: Parameters<typeof vendorOf>[0]) => vendorOf(r).userId;

  app.put('/settings/business', { schema: { tags, security, body: businessInfoBody } }, async (r) =>
    settings.businessInfo(me(r), r.body),
  );
  app.put('/settings/hours', { schema: { tags, security, body: businessHoursBody } }, async (r) =>
    settings.hours(me(r), r.body),
  );
  app.post('/settings/days-off', { schema: { tags, security, body: dayOffBody } }, async (r, reply) =>
    reply.code(201).send(await settings.addDayOff(me(r), r.body)),
  );
  app.delete('/settings/days-off/:id', { schema: { tags, security, params: idParams } }, async (r) =>
    settings.deleteDayOff(me(r), r.params.id),
  );
  app.put('/settings/location', { schema: { tags, security, body: locationBody } }, async (r) =>
    settings.location(me(r), r.body),
  );
  app.get('/settings/boost', { schema: { tags, security } }, async (r) => settings.boostPlans(me(r)));
  app.post('/settings/boost', { schema: { tags, security, body: boostBody } }, async (r, reply) =>
    reply.code(201).send(await settings.requestBoost(me(r), r.body)),
  );
  app.get(
    '/settings/cancellation-policy',
    { schema: { tags, security, response: { 200: cancellationPolicyResponse } } },
    async (r) => settings.cancellationPolicy(me(r)),
  );
  app.put(
    '/settings/cancellation-policy',
    { schema: { tags, security, body: cancellationPolicyBody } },
    async (r) => settings.saveCancellationPolicy(me(r), r.body),
  );
  app.put('/settings/booking-rules', { schema: { tags, security, body: bookingRulesBody } }, async (r) =>
    settings.bookingRules(me(r), r.body),
  );
  app.put('/settings/personal', { schema: { tags, security, body: personalBody } }, async (r) =>
    settings.personal(me(r), r.body),
  );
  app.get('/settings/referrals', { schema: { tags, security } }, async (r) => settings.referrals(me(r)));
  app.put('/settings/notifications', { schema: { tags, security, body: notificationPrefsBody } }, async (r) =>
    settings.notifications(me(r), r.body),
  );
  app.put('/settings/password', { schema: { tags, security, body: changePasswordBody } }, async (r) =>
    settings.changePassword(vendorOf(r), r.body, r.ip),
  );
};
