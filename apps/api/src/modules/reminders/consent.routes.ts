import { remindersApi as api, isStopReply, text } from '@app/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { inboundSms, smsSignatureValid } from '../../adapters/sms-inbound.ts';
import { inboundMessages, whatsAppSignatureValid } from '../../adapters/whatsapp-inbound.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { badLinkPage, optedOutPage, optOutQuestionPage } from './opt-out.page.ts';

/** The body schema documents the delivery; validating it would replace the signed raw bytes. */
const allButBody: FastifySchemaCompiler<ZodType> = (part) =>
  part.httpPart === 'body' ? (raw) => ({ value: raw }) : validatorCompiler(part);

/** The signed raw bytes as JSON; anything else is no delivery (nothing in it is acted on). */
const parsed = (raw: Buffer): unknown => {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
};

/**
 * /api/reminders/whatsapp/webhook: Meta's subscription check, and the deliveries carrying clients'
 * replies; /api/reminders/sms/webhook: Termii's reports, inbound SMS among them. Each signature is
 * checked over the raw bytes before anything is parsed; a STOP on either goes the same way.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { consents, config } = app.container;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.setValidatorCompiler(allButBody);
  app.route({
    ...route(api.whatsappWebhookCheck),
    handler: async (r, reply) => {
      const q = r.query;
      const token = config.WHATSAPP_VERIFY_TOKEN;
      if (q['hub.mode'] !== 'subscribe' || !token || q['hub.verify_token'] !== token)
        throw new AppError('forbidden', 'Wrong verify token');
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    },
  });
  app.route({
    ...route(api.whatsappWebhook),
    handler: async (r) => {
      const raw = Buffer.isBuffer(r.body) ? r.body : Buffer.alloc(0);
      if (!whatsAppSignatureValid(config.WHATSAPP_APP_SECRET, raw, r.headers['x-hub-signature-256']))
        throw new AppError('unauthenticated', 'Invalid signature');
      for (const message of inboundMessages(parsed(raw)))
        if (isStopReply(message.text)) await consents.stopReply(message.from, 'stop_reply');
      return { received: true as const };
    },
  });
  app.route({
    ...route(api.smsWebhook),
    handler: async (r) => {
      const raw = Buffer.isBuffer(r.body) ? r.body : Buffer.alloc(0);
      if (!smsSignatureValid(config.SMS_WEBHOOK_SECRET, raw, r.headers['x-termii-signature']))
        throw new AppError('unauthenticated', 'Invalid signature');
      const message = inboundSms(parsed(raw));
      if (message && isStopReply(message.text)) await consents.stopReply(message.from, 'sms_stop_reply');
      return { received: true as const };
    },
  });
};

const token = z.object({ token: text().max(60) });

/** /stop/:token, outside /api: the one-tap opt-out link of a client message (issue 37). */
export const optOutPages: FastifyPluginAsyncZod = async (app) => {
  const { consents } = app.container;
  app.get('/stop/:token', { schema: { hide: true, params: token } }, async (r, reply) => {
    const found = await consents.shopOfLink(r.params.token);
    if (!found) return reply.code(404).type('text/html').send(badLinkPage());
    return reply.type('text/html').send(optOutQuestionPage(found.shop));
  });
  app.post('/stop/:token', { schema: { hide: true, params: token } }, async (r, reply) => {
    const shop = await consents.optOut(r.params.token);
    if (!shop) return reply.code(404).type('text/html').send(badLinkPage());
    return reply.type('text/html').send(optedOutPage(shop));
  });
};
