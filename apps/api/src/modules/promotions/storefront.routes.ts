// POST /api/promotion — the promotions of TipoUtente/CodUtente, for logged-in users only (spec §6);
// another user's list only within the caller's client scope (storefront.service.ts).
import { promotionPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error';
import { listPromotions } from './storefront.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { requestLanguage } from '../../kernel/texts/request-language';

const promotionRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.promotion, async (request) => {
    // Who asks comes first: a visitor learns nothing about the payload's rules.
    if (!request.user) throw new AppError(401, 'UNAUTHENTICATED', 'promotion.loginRequired');
    const payload = parsePayload(promotionPayloadSchema, request.body);
    return ok(
      await listPromotions(app.db, request.user, {
        tipoUtente: payload.TipoUtente,
        codUtente: payload.CodUtente,
        excludeHeader: payload.EscludiPromozioniDiTestata === 'S',
        language: payload.Lingua ?? requestLanguage(request),
      }),
    );
  });
};

export default promotionRoutes;
