// Every DataLoader of the gateway, by name: a domain adds its loader here and resolvers call
// `context.loaders.<name>.load(key)`.
import type {
  Banner,
  Brand,
  CategoryNode,
  ConfigEntry,
  CurrentUser,
  DataTableRow,
  Fair,
  HomeBanner,
  Language,
  PolicyCategory,
} from '@shop/contract';
import type { PolicyDocument } from '../upstream/account';
import { UpstreamError } from '../upstream/upstream-error';
import {
  MAX_PRODUCT_DETAILS,
  type AgentRecord,
  type OrderDetail,
  type PricedProductDetailData,
} from '@shop/contract';
import { batchLoader, publicLoader, type LoadersOf } from './define-loaders';
import { productsByKey } from './products-by-key';

export const LOADER_DEFINITIONS = {
  /** The configuration entries of a language (public, shared cache). */
  config: publicLoader<ConfigEntry[]>('config', (upstream, language) =>
    upstream.config(language as Language),
  ),
  /** The b2b category tree of a language (public, shared cache). */
  categoryTree: publicLoader<CategoryNode[]>('categories', (upstream, language) =>
    upstream.categoryTree(language as Language),
  ),
  /** A policy document's version in force and its items, keyed "<category>:<language>" (public, shared cache). */
  policy: publicLoader<PolicyDocument>('policy', (upstream, key) => {
    const [category, language] = key.split(':') as [PolicyCategory, Language];
    return upstream.policy(category, language);
  }),
  /** The caller's fairs with place and dates, by language (per request: they are the user's own). */
  userFairs: batchLoader<Language, Fair[]>((languages, { upstream }) =>
    Promise.all(languages.map((language) => upstream.userFairs(language).catch((error: Error) => error))),
  ),
  /** The active top banners of a language (public, shared cache). */
  banners: publicLoader<Banner[]>('banners', (upstream, language) => upstream.banners(language as Language)),
  /** The active home page banners of a language (public, shared cache). */
  homeBanners: publicLoader<HomeBanner[]>('homeBanners', (upstream, language) =>
    upstream.homeBanners(language as Language),
  ),
  /**
   * The caller's user (per request): what per-user calls need to send (tipo, code), read once however
   * many fields need it. Keyed by language ('' for the user's own).
   */
  currentUser: batchLoader<string, CurrentUser>((languages, { upstream }) =>
    Promise.all(
      languages.map((language) =>
        upstream.currentUser((language || undefined) as Language | undefined).catch((error: Error) => error),
      ),
    ),
  ),
  /** Every brand (public, shared cache; the list has no language: one key). */
  brands: publicLoader<Brand[]>('brands', (upstream) => upstream.brands()),
  /** The product type filter's options of a language (public, shared cache). */
  productTypes: publicLoader<DataTableRow[]>('productTypes', (upstream, language) =>
    upstream.dataTable('TipoArticoli', language as Language),
  ),
  /**
   * Products by "<language>:<code>", priced for the caller (per request: prices depend on who asks).
   * The codes asked for in one tick go in one product/details call per language (up to
   * MAX_PRODUCT_DETAILS each), so a 20-line cart costs one call, not 20; each code is fetched once per
   * request however many cart lines, wishlist items or fields name it; an unknown code resolves to null.
   */
  productByCode: batchLoader<string, PricedProductDetailData['item'] | null>(
    (keys, { upstream }) => productsByKey(keys, upstream),
    { maxBatchSize: MAX_PRODUCT_DETAILS },
  ),
  /**
   * Orders by "<language>:<number>" ('' for the default language; per request: they are the caller's
   * company's); an unknown number resolves to null.
   */
  /** Agents' records by code (per request: management data), for the fields a list row lacks. */
  agentByCode: batchLoader<string, AgentRecord>((keys, { upstream }) =>
    Promise.all(keys.map((code) => upstream.agent(code).catch((error: Error) => error))),
  ),
  orderByNumber: batchLoader<string, OrderDetail | null>((keys, { upstream }) =>
    Promise.all(
      keys.map((key) => {
        const [language, number] = key.split(/:(.*)/s) as [string, string];
        return upstream
          .order(number, (language || undefined) as Language | undefined)
          .catch((error: Error) => (error instanceof UpstreamError && error.status === 404 ? null : error));
      }),
    ),
  ),
};

export type Loaders = LoadersOf<typeof LOADER_DEFINITIONS>;
