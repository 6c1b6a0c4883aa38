// Banner management: thin resolvers over the REST calls (the API checks banners.edit and every rule).
// An unknown banner is null on the query (the API's 404) and NOT_FOUND on a change; a refused value
// is BAD_USER_INPUT on the GraphQL argument. A change answers once this gateway's public caches no
// longer hold the old banners, so the storefront shows it on the very next request.
import { REST_PATHS } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { UpstreamError, renameFields } from '../../kernel/upstream/upstream-error';
import {
  bannerField,
  bannerFields,
  bannerListField,
  toBannerState,
  toListFields,
  toPlacement,
} from './manage.mapping';

const nullWhenNotFound = (error: unknown) => {
  if (error instanceof UpstreamError && error.status === 404) return null;
  throw error;
};
const asEditError = (error: unknown) => renameFields(error, bannerField);

export const bannersResolvers: Resolvers = {
  Query: {
    managedBanners: (_root, args, { upstream }) =>
      upstream.managedBanners
        .list(toListFields(args))
        .catch((error: unknown) => renameFields(error, bannerListField)),
    managedBanner: (_root, { id }, { upstream }) =>
      upstream.managedBanners.detail(id.trim()).catch(nullWhenNotFound).catch(asEditError),
  },
  Mutation: {
    createManagedBanner: (_root, { input }, { upstream, contentChanged }) =>
      upstream.managedBanners
        .edit(REST_PATHS.bannersCreate, bannerFields(input))
        .then(contentChanged)
        .catch(asEditError),
    updateManagedBanner: (_root, { id, input }, { upstream, contentChanged }) =>
      upstream.managedBanners
        .edit(REST_PATHS.bannersUpdate, { id: id.trim(), ...bannerFields(input) })
        .then(contentChanged)
        .catch(asEditError),
    deleteManagedBanner: async (_root, { id }, { upstream, contentChanged }) =>
      String(await upstream.managedBanners.remove(id.trim()).then(contentChanged).catch(asEditError)),
  },
  ManagedBanner: {
    id: (b) => String(b.id),
    placement: (b) => toPlacement(b.tipo),
    titleIt: (b) => b.titoloIt,
    titleEn: (b) => b.titoloEn,
    textIt: (b) => b.testoIt,
    textEn: (b) => b.testoEn,
    link: (b) => b.link,
    imageUrl: (b) => b.url,
    from: (b) => b.dal,
    to: (b) => b.al,
    position: (b) => b.posizione,
    active: (b) => b.attivo === 'S',
    state: (b) => toBannerState(b.stato),
  },
};
