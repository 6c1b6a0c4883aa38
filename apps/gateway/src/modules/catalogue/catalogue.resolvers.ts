// The catalogue: brands and type options (public, shared cache), suggestions, product pages and
// products by code (priced for the caller, so never shared between callers).
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import { toRestLanguage } from '../../kernel/language';
import { shopSettings } from '../settings';
import {
  LIST_FIELDS,
  toListQuery,
  toLabel,
  toProductPrice,
  toProductTypeOptions,
  toStockState,
  toSuggestions,
} from './catalogue.mapping';

const listField = (field: string) => LIST_FIELDS[field];

export const catalogueResolvers: Resolvers = {
  Query: {
    brands: async (_root, _args, { loaders }) =>
      (await loaders.brands.load('all')).map((b) => ({ code: b.nome, name: b.descizione })),
    productTypes: async (_root, { language }, { loaders }) =>
      toProductTypeOptions(await loaders.productTypes.load(toRestLanguage(language))),
    suggestions: async (_root, { term, language }, { upstream }) => {
      const lang = toRestLanguage(language);
      const data = await upstream.suggestions(term, lang).catch((e: unknown) => renameFields(e, listField));
      return toSuggestions(data, lang);
    },
    products: async (_root, args, { upstream, loaders }) => {
      const query = toListQuery(args);
      // No page size asked: the shop's setting (Set_NumRes_B2B), as the schema promises; without
      // the configuration the API's default (12) still gives a page.
      query.pageSize ??= await loaders.config
        .load(query.language)
        .then((entries) => shopSettings(entries).pageSize)
        .catch(() => undefined);
      const data = await upstream.products(query).catch((e: unknown) => renameFields(e, listField));
      const items = data.items.map((item) => ({ ...item, language: query.language }));
      return { items, total: data.total, page: data.page, pageSize: data.pagesize, pageCount: data.pages };
    },
    product: async (_root, { code, language }, { loaders }) => {
      const lang = toRestLanguage(language);
      const item = await loaders.productByCode.load(`${lang}:${code.trim().toUpperCase()}`);
      return item ? { ...item, language: lang } : null;
    },
  },
  SuggestedProduct: {
    // Through the per-request loader: the suggested codes are fetched together, once each.
    product: async ({ code, language }, _args, { loaders }) => {
      const item = await loaders.productByCode.load(`${language}:${code}`);
      return item ? { ...item, language } : null;
    },
  },
  Product: {
    code: (p) => p.codice,
    description: (p) => p.descrizione,
    brand: (p) => ({ code: p.marchio.codice, name: p.marchio.descrizione }),
    supplier: (p) => ({ code: p.fornitore.codice, name: p.fornitore.descrizione }),
    categoryPath: (p) => p.categoria.map((c) => ({ code: c.codice, label: c.descrizione })),
    unit: (p) => p.um,
    packSize: (p) => p.confezione,
    minQuantity: (p) => p.qtaMinima,
    quantityStep: (p) => p.qtaMultipla,
    stock: (p) => toStockState(p.disponibilita),
    // The API answers the figures only to those allowed to read them (catalogue.stock).
    available: (p) => p.giacenza ?? null,
    nextArrival: (p) =>
      p.prossimoArrivo ? { date: p.prossimoArrivo.data, quantity: p.prossimoArrivo.quantita } : null,
    labels: (p) => p.etichette.map(toLabel),
    rating: (p) => p.valutazione,
    ratingCount: (p) => p.numeroValutazioni,
    images: (p) => p.immagini,
    imageUrl: (p) => p.url || null,
    price: (p) => toProductPrice(p.prezzi),
    promotions: async (p, _args, { loaders }) => {
      // List items carry no promotions: the detail is loaded (once per code and request) when asked.
      const promotions =
        p.promozioni ?? (await loaders.productByCode.load(`${p.language}:${p.codice}`))?.promozioni ?? [];
      return promotions.map((promo) => ({ code: promo.codice, title: promo.titolo }));
    },
  },
};
