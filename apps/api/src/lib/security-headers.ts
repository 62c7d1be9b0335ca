import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const TAWK = 'https://*.tawk.to';

/** The realtime server listens on its own port of the host the browser used. */
const realtimeSources = (config: Config) => (request: IncomingMessage) => {
  const host = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
  return ['http', 'ws', 'https', 'wss']
    .map((scheme) => `${scheme}://${host}:${config.REALTIME_PORT}`)
    .join(' ');
};

/**
 * Security headers on every answer: a CSP that allows our own origin only (plus the support
 * widget's hosts when it is configured) and no framing, so the dashboard with its withdrawal
 * button cannot be framed and an injected script cannot load; nosniff; no referrer (sign-up
 * redirects carry a token in the address); HSTS when we are served over https.
 */
export async function securityHeaders(app: FastifyInstance, config: Config) {
  const widget = Boolean(config.TAWK_PROPERTY_ID && config.TAWK_WIDGET_ID);
  const support = widget ? [TAWK] : [];
  const callback = config.PAYMENT_CALLBACK_URL ? [new URL(config.PAYMENT_CALLBACK_URL).origin] : [];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...support],
        // Mantine sets style attributes and injects its theme variables.
        styleSrc: ["'self'", "'unsafe-inline'", ...support],
        imgSrc: ["'self'", 'data:', 'blob:', ...support],
        fontSrc: ["'self'", 'data:', ...support],
        connectSrc: ["'self'", realtimeSources(config), ...(widget ? [TAWK, 'wss://*.tawk.to'] : [])],
        frameSrc: widget ? [TAWK] : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...callback],
        objectSrc: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // Uploaded images are shown by the customer product on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
