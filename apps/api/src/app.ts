import { existsSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { MSG } from '@app/shared';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerRateLimit } from './adapters/limiter.ts';
import type { Config } from './config.ts';
import { type Container, createContainer, type Overrides } from './container.ts';
import { migrateToLatest } from './db/migrate.ts';
import { clientErrorHandler, errorHandler, frameworkErrors, sendError } from './lib/error-handler.ts';
import { AppError } from './lib/errors.ts';
import { unauthenticated } from './lib/http.ts';
import { logController, loggerOptions } from './lib/logging.ts';
import { registerForms } from './lib/multipart.ts';
import { withFormBodies } from './lib/openapi-forms.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { pausedUnderReview } from './lib/under-review.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.ts';
import { importDiskFiles } from './modules/attachments/disk-import.ts';
import { uploadsRoutes } from './modules/attachments/uploads.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import type { VendorSession } from './modules/auth/auth.service.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { businessRoutes } from './modules/business/business.routes.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { customerRoutes } from './modules/customer/customer.routes.ts';
import { disputesRoutes } from './modules/disputes/disputes.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { paymentPages, paymentWebhookRoutes } from './modules/payments/payments.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { appConfigRoutes } from './modules/realtime/app-config.routes.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { optOutPages, whatsAppWebhookRoutes } from './modules/reminders/consent.routes.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { scheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { shopPages } from './modules/shop/shop.pages.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    container: Container;
    requireVendor: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Fastify's option for TRUST_PROXY. A hop count is a function trusting the nearest `hops` peers
 * (Fastify 5 ignores a bare number, and `true` would take the client's own left-most entry).
 */
const trustedProxies = (trust: Config['TRUST_PROXY']) =>
  typeof trust === 'number' ? (trust > 0 ? (_address: string, hop: number) => hop < trust : false) : trust;

const DEFAULT_WEB_DIST = resolve(import.meta.dirname, '../../web/dist');

/**
 * What a content-named script, style or font needs of the security headers (issue 34): nosniff and
 * the resource policy. The rest (the CSP, framing, referrer…) govern documents and workers, which
 * these never are, and cost about 700 bytes on each of the hundred files of a first sign-in.
 */
const SCRIPT_AND_STYLE_HEADERS = {
  contentSecurityPolicy: false,
  frameguard: false,
  xssFilter: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
  originAgentCluster: false,
  crossOriginOpenerPolicy: false,
  referrerPolicy: false,
};

/** Builds the whole API (and the built web app, when present) without listening: tests use `inject`. */
export async function buildApp(config: Config, overrides: Overrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, config.LOG_FORMAT),
    logController: logController(),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const container = createContainer(config, {
    log: (message, error) => app.log.error({ err: error }, message),
    warn: (message) => app.log.warn(message),
    ...overrides,
  });
  await migrateToLatest(container.db, container.dialect);
  // NINs stored before sealing are sealed once (issue 37); sealing needs the key, no migration has it.
  await container.identity.sealStoredNins();
  // Files an older version kept in DATA_DIR move into the shared store once.
  await importDiskFiles(container.files, config.DATA_DIR);
  app.decorate('container', container);
  app.addHook('onClose', () => container.close());

  // Apps written for the original server post forms: every body may be JSON, form fields
  // (urlencoded) or multipart form data with files; forms map to the same object as the JSON
  // (files become data URLs), read after `onRequest` authentication (lib/multipart.ts).
  await registerForms(app);
  // No call takes plain text: a body sent as text/plain is refused (415) rather than read as a
  // string that every body schema would refuse in a validator's words.
  app.removeContentTypeParser('text/plain');

  // A bearer token is looked up once per request: the general ceiling counts the session's owner
  // and requireVendor admits the same row.
  const sessions = new WeakMap<FastifyRequest, { token: string; row: Promise<VendorSession | undefined> }>();
  const vendorSession = (request: FastifyRequest, token: string) => {
    const known = sessions.get(request);
    if (known?.token === token) return known.row;
    const row = container.auth.findSession(token);
    sessions.set(request, { token, row });
    return row;
  };

  app.decorateRequest('vendor', null);
  app.decorate('requireVendor', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    request.vendor = token ? await container.auth.admit(await vendorSession(request, token)) : null;
    if (!request.vendor) return unauthenticated(reply);
    const paused = request.vendor.underReview ? pausedUnderReview(request) : undefined;
    if (paused) return sendError(reply, new AppError('account_restricted', paused, { success: false }));
  });

  app.setErrorHandler(errorHandler);

  await securityHeaders(app, config);
  // Only the listed origins; the bearer token travels in a header, so no cookies are allowed.
  await app.register(fastifyCors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // laravel-echo adds X-Socket-Id to every request of a global axios once it is connected.
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Idempotency-Key',
      'X-Requested-With',
      'X-Socket-Id',
      'Accept',
    ],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });

  // A generous per-address ceiling on the API, and Retry-After on every 429 (issue 10).
  await registerRateLimit(app, {
    ...container,
    sessionOwner: (request, token) => container.sessionOwner(token, vendorSession(request, token)),
  });

  // Providers are often on slow mobile data: a month of bookings shrinks about tenfold.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 2048 });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Vendor dashboard API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? withFormBodies(documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(verificationRoutes);
      await api.register(accountRoutes);
      await api.register(businessRoutes);
      await api.register(bookingsRoutes);
      await api.register(checkoutRoutes);
      await api.register(clientsRoutes);
      await api.register(notificationsRoutes);
      await api.register(scheduleRoutes);
      await api.register(realtimeRoutes);
      await api.register(appConfigRoutes);
      await api.register(walletRoutes);
      await api.register(catalogueRoutes);
      await api.register(settingsRoutes);
      await api.register(remindersRoutes);
      await api.register(privacyRoutes);
      await api.register(pushRoutes);
      await api.register(chatRoutes);
      await api.register(reviewsRoutes);
      await api.register(disputesRoutes);
      await api.register(attachmentsRoutes);
      await api.register(identityRoutes);
      await api.register(legalRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(waitlistRoutes);
      await api.register(securityRoutes);
      await api.register(paymentWebhookRoutes);
      await api.register(whatsAppWebhookRoutes);
      await api.register(customerRoutes);
      await api.register(staffRoutes);
      await api.register(shopRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(paymentPages);
  await app.register(optOutPages);
  // The public shop page and its script (built by scripts/build.mjs into dist/shop-assets).
  await app.register(shopPages, { assets: resolve(import.meta.dirname, '../dist/shop-assets') });

  await app.register(uploadsRoutes);
  const webDist = config.WEB_DIST ? resolve(config.WEB_DIST) : DEFAULT_WEB_DIST;
  const hasWeb = existsSync(join(webDist, 'index.html'));
  // Paths the web build wrote a page of their own for, at '<path>.html' (apps/web/build/prerender.ts).
  const pages = new Set(
    hasWeb
      ? readdirSync(webDist, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.html') && file !== 'index.html')
          .map((file) => `/${file.slice(0, -'.html'.length).split(sep).join('/')}`)
      : [],
  );
  // The web app's files are the same for every origin and no other site's page reads them: no
  // CORS, so no 'Vary: Origin'. With it, Chromium's HTTP cache missed every file the page had
  // loaded (its module scripts send Origin) when the service worker or the Cache API asked for it
  // again (without), and a first sign-in downloaded the app twice (issue 34). The routes
  // registered from here on are the web app's files only.
  app.addHook('onRoute', (route) => {
    route.config = {
      ...route.config,
      cors: false,
      ...(route.url.startsWith('/assets/') ? { helmet: SCRIPT_AND_STYLE_HEADERS } : {}),
    } as typeof route.config;
  });
  if (hasWeb) {
    // Vite names every file under assets/ by its content: a browser keeps those for a year and
    // never asks again (each navigation on mobile data would otherwise revalidate ~100 files).
    await app.register(fastifyStatic, {
      root: join(webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
    // The page itself, and the files without a content name, are always revalidated, so a new
    // version is picked up at once.
    await app.register(fastifyStatic, {
      root: webDist,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const api = request.url.startsWith('/api/');
    // A missing upload is a 404, never the app's page served as if it were the image.
    const upload = request.url === '/uploads' || request.url.startsWith('/uploads/');
    if (request.method === 'GET' && hasWeb && !api && !upload) {
      // The single-page app owns every other path (its router sends unknown ones to /sign-in); a
      // path the web build wrote a page for gets it (drawn in the HTML, or naming its downloads).
      const path = request.url.split('?')[0]!.replace(/(.)\/$/, '$1');
      const page = pages.has(path) ? `${path.slice(1)}.html` : 'index.html';
      return reply.type('text/html').sendFile(page, webDist);
    }
    return sendError(reply, new AppError('not_found', MSG.notFound));
  });

  return app;
}
