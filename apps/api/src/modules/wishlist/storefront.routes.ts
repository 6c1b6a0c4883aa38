// The wishlist calls: POST /api/wishlist, /api/wishlist/add, /api/wishlist/remove (logged-in users).
import {
  REST_PATHS,
  wishlistAddPayloadSchema,
  wishlistPayloadSchema,
  wishlistRemovePayloadSchema,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser, requireUser } from '../../kernel/auth-user';

const wishlistRoutes: FastifyPluginAsync = async (app) => {
  const options = { preHandler: requireUser() };

  app.post(REST_PATHS.wishlist, options, async (request) => {
    const { Lingua } = parsePayload(wishlistPayloadSchema, request.body);
    return ok(await getWishlist(app.db, authenticatedUser(request), Lingua));
  });

  app.post(REST_PATHS.wishlistAdd, options, async (request) => {
    const { codArt, Lingua } = parsePayload(wishlistAddPayloadSchema, request.body);
    const user = authenticatedUser(request);
    await addToWishlist(app.db, user, codArt);
    return ok(await getWishlist(app.db, user, Lingua));
  });

  app.post(REST_PATHS.wishlistRemove, options, async (request) => {
    const { id, Lingua } = parsePayload(wishlistRemovePayloadSchema, request.body);
    const user = authenticatedUser(request);
    await removeFromWishlist(app.db, user, id);
    return ok(await getWishlist(app.db, user, Lingua));
  });
};

export default wishlistRoutes;
