import { text } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { html } from 'htm/preact';
import { z } from 'zod';
import { Directory } from './page/directory.ts';
import { renderDocument } from './page/document.ts';
import { NOT_TAKING_BOOKINGS, Notice, NoticeHead, SHOP_NOT_FOUND } from './page/notices.ts';
import { ShopHead } from './page/shop-meta.ts';
import { ShopPage } from './page/shop-page.ts';
import { VISIT_NOT_FOUND, VisitPage } from './page/visit-page.ts';
import { ASSETS_PREFIX, shopAssets } from './shop-assets.ts';
import { IMAGE_SIZES } from './shop-images.ts';
import { presentVisit } from './visit.presenter.ts';
import { visitCalendar } from './visit-calendar.ts';

const link = z.object({ link: text().max(120) });
const search = z.object({ q: text().max(80).default('') });
const key = z.object({ key: text().max(100).default('') });
const image = z.object({ size: z.enum(IMAGE_SIZES), name: text().max(120) });

/** A page is always asked again (it changes with the shop), but may be shown from cache meanwhile. */
const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);

/**
 * The public shop page at /shop/{profile_link} (issue 33), outside /api: HTML drawn on the server,
 * its resized images, and its small script (built into `assets`, content-named, kept a year).
 */
export const shopPages: FastifyPluginAsyncZod<{ assets: string }> = async (app, options) => {
  const { pages, images, visits } = app.container.shop;
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
        body: html`<${ShopPage} shop=${view} />`,
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

  app.get('/shop/img/:size/:name', { schema: { hide: true, params: image } }, async (request, reply) => {
    const { bytes, type } = await images.get(request.params.size, request.params.name);
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
