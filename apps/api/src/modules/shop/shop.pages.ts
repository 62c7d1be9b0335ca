import { text, waitlistJoinBody } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { html } from 'htm/preact';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { WaitlistForShop } from '../waitlist/index.ts';
import { Directory } from './page/directory.ts';
import { renderDocument } from './page/document.ts';
import { NOT_TAKING_BOOKINGS, Notice, NoticeHead, SHOP_NOT_FOUND } from './page/notices.ts';
import { ShopHead } from './page/shop-meta.ts';
import { ShopPage } from './page/shop-page.ts';
import { VISIT_NOT_FOUND, VisitPage } from './page/visit-page.ts';
import { WAITLIST_PAGE_NOT_FOUND, WaitlistOfferPage } from './page/waitlist-pages.ts';
import { ASSETS_PREFIX, shopAssets } from './shop-assets.ts';
import { IMAGE_SIZES } from './shop-images.ts';
import { presentVisit } from './visit.presenter.ts';
import { visitCalendar } from './visit-calendar.ts';

const link = z.object({ link: text().max(120) });
const search = z.object({ q: text().max(80).default('') });
const key = z.object({ key: text().max(100).default('') });
const offerToken = z.object({ token: text().max(100) });
const offerAnswer = z.object({ answer: z.enum(['take', 'decline']) });
const image = z.object({ size: z.enum(IMAGE_SIZES), name: text().max(120) });

/** A page is always asked again (it changes with the shop), but may be shown from cache meanwhile. */
const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);

/**
 * The public shop page at /shop/{profile_link} (issue 33), outside /api: HTML drawn on the server,
 * its resized images, and its small script (built into `assets`, content-named, kept a year).
 */
export const shopPages: FastifyPluginAsyncZod<{ assets: string }> = async (app, options) => {
  const { pages, images, visits, waitlist } = app.container.shop;
  const publicUrl = app.container.config.PUBLIC_URL;
  const assets = shopAssets(options.assets);

  if (assets.built)
    await app.register(fastifyStatic, {
      root: assets.dir,
      prefix: ASSETS_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });

  // Where 'Book as a customer' leads: the shops that chose to be found.
  app.get('/shop', { schema: { hide: true, querystring: search } }, async (request, reply) => {
    const shops = await pages.directory(request.query.q);
    return sendPage(
      reply,
      200,
      renderDocument({
        title: 'Book a shop',
        head: html`<meta name="description" content="Find a shop and book online." />`,
        body: html`<${Directory} shops=${shops} search=${request.query.q} />`,
      }),
    );
  });

  app.get('/shop/:link', { schema: { hide: true, params: link } }, async (request, reply) => {
    // The operator's customer product serves the shops: the links and QR codes shared lead there.
    const elsewhere = app.container.config.CUSTOMER_APP_URL;
    if (elsewhere)
      return reply.redirect(
        `${elsewhere.replace(/\/$/, '')}/shop/${encodeURIComponent(request.params.link)}`,
        302,
      );
    const found = await pages.page(request.params.link);
    if (found.state === 'missing')
      return sendPage(
        reply,
        404,
        renderDocument({
          title: SHOP_NOT_FOUND.title,
          head: NoticeHead(),
          body: html`<${Notice} ...${SHOP_NOT_FOUND} />`,
        }),
      );
    if (found.state === 'closed') {
      const notice = NOT_TAKING_BOOKINGS(found.name);
      return sendPage(
        reply,
        200,
        renderDocument({ title: notice.title, head: NoticeHead(), body: html`<${Notice} ...${notice} />` }),
      );
    }
    const { view } = found;
    return sendPage(
      reply,
      200,
      renderDocument({
        title: `${view.name} · Book online`,
        head: html`<${ShopHead} shop=${view} />`,
        body: html`<${ShopPage} shop=${view} today=${waitlist.today()} />`,
        data: view.booking,
        script: assets.script('shop'),
      }),
    );
  });

  /**
   * The client's own booking page (issue 33), opened by the key in the shop's messages (in the
   * query, which the log never writes); nothing of it leaves for another site (no-referrer).
   */
  app.get(
    '/shop/:link/booking',
    { schema: { hide: true, params: link, querystring: key } },
    async (request, reply) => {
      const opened = await visits.open(request.params.link, request.query.key);
      if (!opened)
        return sendPage(
          reply.header('referrer-policy', 'no-referrer'),
          404,
          renderDocument({
            title: VISIT_NOT_FOUND.title,
            head: NoticeHead(),
            body: html`<${Notice} ...${VISIT_NOT_FOUND} />`,
          }),
        );
      const shopPath = `/shop/${encodeURIComponent(request.params.link)}`;
      const visit = presentVisit(opened, {
        shop: shopPath,
        calendar: `${shopPath}/booking.ics?key=${encodeURIComponent(request.query.key)}`,
      });
      return sendPage(
        reply.header('referrer-policy', 'no-referrer'),
        200,
        renderDocument({
          title: `Your booking · ${visit.shop.name}`,
          head: NoticeHead(),
          body: html`<${VisitPage} visit=${visit} />`,
          data: { link: request.params.link },
          script: assets.script('visit'),
        }),
      );
    },
  );

  app.get(
    '/shop/:link/booking.ics',
    { schema: { hide: true, params: link, querystring: key } },
    async (request, reply) => {
      const opened = await visits.open(request.params.link, request.query.key);
      if (!opened)
        return sendPage(
          reply,
          404,
          renderDocument({
            title: VISIT_NOT_FOUND.title,
            head: NoticeHead(),
            body: html`<${Notice} ...${VISIT_NOT_FOUND} />`,
          }),
        );
      const page = new URL(
        `/shop/${encodeURIComponent(request.params.link)}/booking?key=${encodeURIComponent(request.query.key)}`,
        publicUrl,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="booking.ics"')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(visitCalendar(opened, page.toString(), page.hostname));
    },
  );

  /** A refusal of the waitlist's pages as the notice a person reads (its status kept). */
  const refused = (reply: FastifyReply, error: unknown, title: string) => {
    if (!(error instanceof AppError)) throw error;
    const status = { not_found: 404, conflict: 409, rate_limited: 429 }[error.code as string] ?? 422;
    return sendPage(
      reply,
      status,
      renderDocument({
        title,
        head: NoticeHead(),
        body: html`<${Notice} title=${title} text=${error.message} />`,
      }),
    );
  };

  // The shop page's waitlist form (issue 36), posted without a script.
  app.post('/shop/:link/waitlist', { schema: { hide: true, params: link } }, async (request, reply) => {
    const parsed = waitlistJoinBody.safeParse(request.body);
    if (!parsed.success)
      return refused(
        reply,
        new AppError('invalid_input', parsed.error.issues[0]!.message),
        'Please check the form',
      );
    try {
      const joined = await waitlist.join(request.params.link, parsed.data, request.ip);
      return sendPage(
        reply,
        200,
        renderDocument({
          title: "You're on the waitlist",
          head: NoticeHead(),
          body: html`<${Notice} title="You're on the waitlist" text=${joined.message} />`,
        }),
      );
    } catch (error) {
      return refused(reply, error, 'Please check the form');
    }
  });

  /** An offer's page (issue 36): the link texted to the next in line; its token is the only key. */
  const offerPage = async (
    reply: FastifyReply,
    token: string,
    said?: { text: string; tone: 'ok' | 'er' },
    status = 200,
  ) => {
    const offer = await waitlist.offer(token);
    return sendPage(
      reply.header('referrer-policy', 'no-referrer'),
      status,
      renderDocument({
        title: `${offer.service} · ${offer.shop}`,
        head: NoticeHead(),
        body: html`<${WaitlistOfferPage} offer=${offer} action=${`/waitlist/${encodeURIComponent(token)}`} said=${said} />`,
      }),
    );
  };
  app.get('/waitlist/:token', { schema: { hide: true, params: offerToken } }, async (request, reply) =>
    offerPage(reply, request.params.token).catch((error) =>
      refused(reply, error, WAITLIST_PAGE_NOT_FOUND.title),
    ),
  );
  app.post(
    '/waitlist/:token',
    { schema: { hide: true, params: offerToken, body: offerAnswer } },
    async (request, reply) => {
      const { token } = request.params;
      try {
        const { message, payment }: Awaited<ReturnType<WaitlistForShop['answer']>> = await waitlist.answer(
          token,
          request.body.answer,
        );
        // A deposit is paid on the checkout's page, which comes back to the offer's (issue 36).
        if (payment) return reply.redirect(payment.authorization_url, 303);
        return await offerPage(reply, token, { text: message, tone: 'ok' });
      } catch (error) {
        if (error instanceof AppError && error.code === 'conflict')
          return offerPage(reply, token, { text: error.message, tone: 'er' }, 409);
        return refused(reply, error, WAITLIST_PAGE_NOT_FOUND.title);
      }
    },
  );

  app.get('/shop/img/:size/:name', { schema: { hide: true, params: image } }, async (request, reply) => {
    const { bytes, type } = await images.get(request.params.size, request.params.name);
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
