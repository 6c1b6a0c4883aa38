// GET /media/products/{name}/{width}.webp — a product picture in one of the served widths
// (docs/rest-api.md "Product images"); GET /media/banners/… and /media/promotions/… — the pictures
// uploaded for banners and promotions (made at upload: content-image-store.ts). Public, no session:
// the URLs in the answers are the only way to them. A name carries a hash of the picture, so every
// answer is cacheable for a year.
import { IMMUTABLE_CACHE_CONTROL, servedImageWidth } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ContentImageStore } from './content-image-store';
import { ProductImageStore } from './media-store';
import { notFoundReply } from '../../errors/error-mapper';

export interface MediaRoutesOptions {
  mediaDir: string;
}

const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { mediaDir }) => {
  const store = new ProductImageStore(mediaDir);
  const content = new ContentImageStore(mediaDir);
  for (const folder of ['banners', 'promotions'] as const) {
    app.get<{ Params: { name: string; file: string } }>(
      `/media/${folder}/:name/:file`,
      async (request, reply) => {
        const bytes = await content.read(folder, request.params.name, request.params.file);
        if (!bytes) {
          const { status, body } = notFoundReply(request);
          return reply.code(status).header('cache-control', 'no-store').send(body);
        }
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', IMMUTABLE_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );
  }
  app.get<{ Params: { name: string; file: string } }>(
    '/media/products/:name/:file',
    async (request, reply) => {
      const width = servedImageWidth(request.params.file);
      const bytes = width === null ? null : await store.sized(request.params.name, width);
      if (!bytes) {
        const { status, body } = notFoundReply(request);
        return reply.code(status).header('cache-control', 'no-store').send(body);
      }
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};

export default mediaRoutes;
