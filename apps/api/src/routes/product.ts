// POST /api/product/list (filters, search, sort, paging) and /api/product/detail (one product by codArt).
// Prices are not part of these answers yet: the pricing slice decorates `records` per viewer.
import { productDetailPayloadSchema, productListPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { getProduct, listProducts } from '../domains/product/product.service';
import { AppError } from '../errors/app-error';
import { parsePayload } from '../http/payload';
import { ok } from '../http/reply';

const productRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.productList, async (request) => {
    const query = parsePayload(productListPayloadSchema, request.body);
    // Spec §5: favourites are a logged-in user's own list.
    if (query.type === 'F' && !request.user) {
      throw new AppError(401, 'UNAUTHENTICATED', 'catalogue.favouritesLoginRequired', { field: 'type' });
    }
    const { data } = await listProducts(app.db, query, query.Lingua, { userId: request.user?.id });
    return ok(data);
  });

  app.post(REST_PATHS.productDetail, async (request) => {
    const { Lingua, codArt } = parsePayload(productDetailPayloadSchema, request.body);
    const { data } = await getProduct(app.db, codArt, Lingua);
    return ok(data);
  });
};

export default productRoutes;
