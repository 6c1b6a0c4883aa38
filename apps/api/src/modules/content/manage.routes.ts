// Banner management (banners.edit, management only): POST /api/banners/list, /detail, /create,
// /update, /delete and /image (multipart: a picture checked, cut to the tipo's format and stored under
// MEDIA_DIR; its URL is then sent as `immagine` with a create or an update). A change answers only
// once this process has heard of it (contentEvents.caughtUp): the gateways drop their shared copy first.
import {
  bannerImageFormat,
  bannersCreatePayloadSchema,
  bannersDeletePayloadSchema,
  bannersDetailPayloadSchema,
  bannersImagePayloadSchema,
  bannersListPayloadSchema,
  bannersUpdatePayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import * as service from './banners.service';
import { ContentImageStore } from '../media';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

/** The routes, given the media folder the pictures are stored in (MEDIA_DIR). */
export default function bannersRoutes(mediaDir: string): FastifyPluginAsync {
  return async (app) => {
    const images = new ContentImageStore(mediaDir);
    const config = { permission: 'banners.edit' } as const;
    app.post(REST_PATHS.bannersList, { config }, async (request) => {
      return ok(await service.listBanners(app.db, parsePayload(bannersListPayloadSchema, request.body)));
    });
    app.post(REST_PATHS.bannersDetail, { config }, async (request) => {
      const { id } = parsePayload(bannersDetailPayloadSchema, request.body);
      return ok({ banner: await service.getBanner(app.db, id) });
    });
    app.post(REST_PATHS.bannersCreate, { config }, async (request) => {
      const input = parsePayload(bannersCreatePayloadSchema, request.body);
      const banner = await service.createBanner(app.db, images, authenticatedUser(request), input);
      await app.contentEvents.caughtUp();
      return ok({ banner });
    });
    app.post(REST_PATHS.bannersUpdate, { config }, async (request) => {
      const input = parsePayload(bannersUpdatePayloadSchema, request.body);
      const banner = await service.updateBanner(app.db, images, authenticatedUser(request), input);
      await app.contentEvents.caughtUp();
      return ok({ banner });
    });
    app.post(REST_PATHS.bannersDelete, { config }, async (request) => {
      const { id } = parsePayload(bannersDeletePayloadSchema, request.body);
      const deleted = await service.deleteBanner(app.db, authenticatedUser(request), id);
      await app.contentEvents.caughtUp();
      return ok(deleted);
    });
    app.post(REST_PATHS.bannersImage, { config }, async (request) => {
      const { tipo, immagine } = parsePayload(bannersImagePayloadSchema, request.body);
      return ok(await images.store(bannerImageFormat(tipo), immagine));
    });
  };
}
