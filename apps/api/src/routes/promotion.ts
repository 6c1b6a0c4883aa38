// POST /api/promotion — the promotions of TipoUtente/CodUtente, for logged-in users only (spec §6).
import { promotionPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../errors/app-error';
import { findClientPriceList, findUserPriceList } from '../domains/promotion/promotion.repository';
import { canSeePromotionsOf, listPromotions } from '../domains/promotion/promotion.service';
import { parsePayload } from '../http/payload';
import { ok } from '../http/reply';
import { requestLanguage } from '../i18n/request-language';

const promotionRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.promotion, async (request) => {
    // Who asks comes first: a visitor learns nothing about the payload's rules.
    const user = request.user;
    if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'promotion.loginRequired');
    const payload = parsePayload(promotionPayloadSchema, request.body);
    const own = { tipo: user.tipo, code: user.username };
    const self =
      own.tipo === payload.TipoUtente && own.code.toLowerCase() === payload.CodUtente.toLowerCase();
    // `applicata` follows the price list of the user asked about: staff looking at a customer's list
    // see what that customer gets (listPromotions refuses customers asking about someone else).
    const priceList =
      self || !canSeePromotionsOf({ ...own, priceList: 'p1' }, payload.TipoUtente, payload.CodUtente)
        ? (user.clientCode && (await findClientPriceList(app.db, user.clientCode))) || 'p1'
        : await findUserPriceList(app.db, payload.TipoUtente, payload.CodUtente);
    if (priceList === undefined) {
      throw new AppError(404, 'NOT_FOUND', 'promotion.unknownUser', {
        field: 'CodUtente',
        params: { tipo: payload.TipoUtente, code: payload.CodUtente },
      });
    }
    const viewer = { ...own, priceList };
    return ok(
      await listPromotions(app.db, viewer, {
        tipoUtente: payload.TipoUtente,
        codUtente: payload.CodUtente,
        excludeHeader: payload.EscludiPromozioniDiTestata === 'S',
        language: payload.Lingua ?? requestLanguage(request),
      }),
    );
  });
};

export default promotionRoutes;
