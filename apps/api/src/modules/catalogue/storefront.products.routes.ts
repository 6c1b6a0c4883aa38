// POST /api/product/list (filters, search, sort, paging), /api/product/detail (one product by codArt)
// and /api/product/details (up to MAX_PRODUCT_DETAILS products by code, for the gateway's loaders).
// The pricing slice decorates the answers with the viewer's prices (`prezzi`) from the records; staff
// and agents (permission catalogue.stock) also get the units in stock and the next arrival.
import {
  can,
  productDetailPayloadSchema,
  productDetailsPayloadSchema,
  productListPayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { priceListOf, withDetailPrice, withDetailPrices, withListPrices } from '../pricing';
import { getProduct, getProducts, listProducts } from './product.service';
import { withStockFigures } from './product.presenter';
import { AppError } from '../../errors/app-error';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import type { AuthUser } from '../../kernel/auth-user';

const seesStock = (user: AuthUser | null) => can(user?.tipo, 'catalogue.stock');

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
      clientCode: request.user?.clientCode ?? null,
    });
    const priced = await withListPrices(app.db, request.user, records, data);
    return ok({ ...priced, items: withStockFigures(priced.items, records, seesStock(request.user)) });
  });

  app.post(REST_PATHS.productDetail, async (request) => {
    const { Lingua, codArt } = parsePayload(productDetailPayloadSchema, request.body);
    const { record, data } = await getProduct(app.db, codArt, Lingua, request.user?.clientCode ?? null);
    const { item } = await withDetailPrice(app.db, request.user, record, data);
    return ok({ item: withStockFigures([item], [record], seesStock(request.user))[0] ?? item });
  });

  // Many products at once (the gateway's cart and wishlist lines): found ones in the order asked,
  // unknown or withdrawn codes listed apart rather than failing the call.
  app.post(REST_PATHS.productDetails, async (request) => {
    const { Lingua, codici } = parsePayload(productDetailsPayloadSchema, request.body);
    const { records, items, missing } = await getProducts(
      app.db,
      codici,
      Lingua,
      request.user?.clientCode ?? null,
    );
    const priced = await withDetailPrices(app.db, request.user, records, items);
    return ok({ items: withStockFigures(priced, records, seesStock(request.user)), mancanti: missing });
  });
};

export default productRoutes;
