// Promotion management (promotions.edit, management only): POST /api/promotions/list, /detail,
// /create, /update, /activate, /deactivate and /image (multipart: a picture checked, cut to the
// promotions' format and stored under MEDIA_DIR; its URL is then sent as `immagine`). A change answers
// only once this process has heard of it (contentEvents.caughtUp): the gateways drop their shared copy
// (prices, promotion lists) first.
import {
  promotionsActivatePayloadSchema,
  promotionsCreatePayloadSchema,
  promotionsDeactivatePayloadSchema,
  promotionsDetailPayloadSchema,
  promotionsImagePayloadSchema,
  promotionsListPayloadSchema,
  promotionsUpdatePayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ContentImageStore } from '../media';
import * as service from './promotions.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

/** The routes, given the media folder the pictures are stored in (MEDIA_DIR). */
export default function promotionsRoutes(mediaDir: string): FastifyPluginAsync {
  return async (app) => {
    const images = new ContentImageStore(mediaDir);
    const config = { permission: 'promotions.edit' } as const;
    app.post(REST_PATHS.promotionsList, { config }, async (request) => {
      return ok(
        await service.listPromotions(app.db, parsePayload(promotionsListPayloadSchema, request.body)),
      );
    });
    app.post(REST_PATHS.promotionsDetail, { config }, async (request) => {
      const { codice, Lingua } = parsePayload(promotionsDetailPayloadSchema, request.body);
      return ok({ promozione: await service.getPromotion(app.db, codice, Lingua) });
    });
    app.post(REST_PATHS.promotionsCreate, { config }, async (request) => {
      const input = parsePayload(promotionsCreatePayloadSchema, request.body);
      const promozione = await service.createPromotion(app.db, images, authenticatedUser(request), input);
      await app.contentEvents.caughtUp();
      return ok({ promozione });
    });
    app.post(REST_PATHS.promotionsUpdate, { config }, async (request) => {
      const input = parsePayload(promotionsUpdatePayloadSchema, request.body);
      const promozione = await service.updatePromotion(app.db, images, authenticatedUser(request), input);
      await app.contentEvents.caughtUp();
      return ok({ promozione });
    });
    for (const [path, schema, active] of [
      [REST_PATHS.promotionsActivate, promotionsActivatePayloadSchema, true],
      [REST_PATHS.promotionsDeactivate, promotionsDeactivatePayloadSchema, false],
    ] as const) {
      app.post(path, { config }, async (request) => {
        const { codice, Lingua } = parsePayload(schema, request.body);
        const user = authenticatedUser(request);
        const promozione = await service.setPromotionActive(app.db, user, codice, active, Lingua);
        await app.contentEvents.caughtUp();
        return ok({ promozione });
      });
    }
    app.post(REST_PATHS.promotionsImage, { config }, async (request) => {
      const { immagine } = parsePayload(promotionsImagePayloadSchema, request.body);
      return ok(await images.store('promotion', immagine));
    });
  };
}
