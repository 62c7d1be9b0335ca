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
import { ASSETS_PREFIX, shopAssets } from './shop-assets.ts';
import { IMAGE_SIZES } from './shop-images.ts';

const link = z.object({ link: text().max(120) });
const search = z.object({ q: text().max(80).default('') });
const image = z.object({ size: z.enum(IMAGE_SIZES), name: text().max(120) });

/** A page is always asked again (it changes with the shop), but may be shown from cache meanwhile. */
const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);

/**
 * The public shop page at /shop/{profile_link} (issue 33), outside /api: HTML drawn on the server,
 * its resized images, and its small script (built into `assets`, content-named, kept a year).
 */
export const shopPages: FastifyPluginAsyncZod<{ assets: string }> = async (app, options) => {
  const { pages, images } = app.container.shop;
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

  app.get('/shop/img/:size/:name', { schema: { hide: true, params: image } }, async (request, reply) => {
    const { bytes, type } = await images.get(request.params.size, request.params.name);
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
