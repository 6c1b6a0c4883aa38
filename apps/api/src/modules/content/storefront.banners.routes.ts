// POST /api/banner — the header's top banners in Lingua; POST /api/banner/home — the home page's.
import { bannerPayloadSchema, homeBannerPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listHomeBanners, listTopBanners } from './storefront.banners.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';

const bannerRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.banner, async (request) => {
    const { Lingua } = parsePayload(bannerPayloadSchema, request.body);
    return ok(await listTopBanners(app.db, Lingua));
  });
  app.post(REST_PATHS.homeBanner, async (request) => {
    const { Lingua } = parsePayload(homeBannerPayloadSchema, request.body);
    return ok(await listHomeBanners(app.db, Lingua));
  });
};

export default bannerRoutes;
