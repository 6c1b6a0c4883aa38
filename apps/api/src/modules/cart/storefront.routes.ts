// The cart calls of spec §7: POST /api/cart, /cart/add, /cart/update, /cart/remove, /cart/summary.
import {
  cartAddPayloadSchema,
  cartPayloadSchema,
  cartRemovePayloadSchema,
  cartSummaryPayloadSchema,
  cartUpdatePayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  addToCart,
  getCartLines,
  getCartSummary,
  removeFromCart,
  updateCartLine,
  type CartCaller,
} from './cart.service';
import { AppError } from '../../errors/app-error';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';

function caller(request: FastifyRequest, language: CartCaller['language']): CartCaller {
  return { user: request.user, sessionId: request.sessionId, language };
}

const cartRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.cart, async (request) => {
    const { Lingua } = parsePayload(cartPayloadSchema, request.body);
    return ok(await getCartLines(app.db, caller(request, Lingua)));
  });

  app.post(REST_PATHS.cartSummary, async (request) => {
    const { Lingua } = parsePayload(cartSummaryPayloadSchema, request.body);
    return ok(await getCartSummary(app.db, caller(request, Lingua)));
  });

  app.post(REST_PATHS.cartAdd, async (request) => {
    const { codArt, qta, Lingua } = parsePayload(cartAddPayloadSchema, request.body);
    return ok(await addToCart(app.db, caller(request, Lingua), codArt, qta));
  });

  app.post(REST_PATHS.cartUpdate, async (request) => {
    const payload = parsePayload(cartUpdatePayloadSchema, request.body);
    // The legacy client sends who it thinks it is: a mismatch means a stale page or a forged call.
    const { user } = request;
    const tipoMismatch = payload.TipoUtente !== undefined && payload.TipoUtente !== user?.tipo;
    const codeMismatch =
      payload.CodUtente !== undefined && payload.CodUtente.toLowerCase() !== user?.username.toLowerCase();
    if (tipoMismatch || codeMismatch) {
      throw new AppError(403, 'FORBIDDEN', 'cart.userMismatch', {
        field: tipoMismatch ? 'TipoUtente' : 'CodUtente',
      });
    }
    return ok(
      await updateCartLine(app.db, caller(request, payload.Lingua), payload.codArt, payload.quantity),
    );
  });

  app.post(REST_PATHS.cartRemove, async (request) => {
    const { codArt, qta, Lingua } = parsePayload(cartRemovePayloadSchema, request.body);
    return ok(await removeFromCart(app.db, caller(request, Lingua), codArt, qta));
  });
};

export default cartRoutes;
