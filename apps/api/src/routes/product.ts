// POST /api/product/list (filters, search, sort, paging) and /api/product/detail (one product by codArt).
// The pricing slice decorates the answers with the viewer's prices (`prezzi`) from the records.
import { productDetailPayloadSchema, productListPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { withDetailPrice, withListPrices } from '../domains/pricing/product-prices';
import { priceListOf } from '../domains/pricing/pricing.service';
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
    // Sorting by price follows the viewer's own price list (one small read, only for that sort).
    const priceList = query.sort === 'price' ? await priceListOf(app.db, request.user) : undefined;
    const { records, data } = await listProducts(app.db, query, query.Lingua, {
      userId: request.user?.id,
      priceList,
    });
    return ok(await withListPrices(app.db, request.user, records, data));
  });

  app.post(REST_PATHS.productDetail, async (request) => {
    const { Lingua, codArt } = parsePayload(productDetailPayloadSchema, request.body);
    const { record, data } = await getProduct(app.db, codArt, Lingua);
    return ok(await withDetailPrice(app.db, request.user, record, data));
  });
};

export default productRoutes;
