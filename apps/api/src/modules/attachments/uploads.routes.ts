import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /uploads/{name}: vendors' public images, from the file store (any instance answers them),
 * outside /api and its per-address ceiling, and not in the API's document (SPEC's clients know
 * these only as the paths the API answers). Served as what they are — re-encoded on upload, by
 * their .png/.jpg type — never sniffed into anything else nor run as a document. A name is
 * never reused (random, written once), so a browser keeps the image for a year; the ETag is
 * the name. Anything missing falls to the JSON 404.
 */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const { attachments } = app.container;
  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const file = await attachments.upload(name);
      const etag = `"${name}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known?.includes(etag) || known?.includes('*')) return reply.code(304).send();
      return reply.type(file.contentType).send(file.bytes);
    },
  );
};
