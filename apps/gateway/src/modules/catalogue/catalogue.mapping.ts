// REST catalogue <-> GraphQL: enums, filters, suggestions and prices.
import type {
  DataTableRow,
  PRODUCT_LABELS,
  ProductPrice as RestPrice,
  ProductSort as RestSort,
  ProductType as RestType,
  Language,
  STOCK_STATES,
  SuggestData,
} from '@shop/contract';
import { PRODUCT_TYPE_CODES, productTypeName } from '@shop/contract/rules';
import type { ProductListQuery } from './upstream';
import { toRestLanguage } from '../../kernel/language';
import type {
  QueryProductsArgs,
  ProductLabel,
  ProductPrice,
  ProductSort,
  ProductType,
  ProductTypeOption,
  ResolversTypes,
  StockState,
} from '../../generated/resolvers-types';

// The schema's ProductType names are the contract's (one more on either side fails to compile here).
const TYPE_CODES: Record<ProductType, RestType> = PRODUCT_TYPE_CODES;

export const toRestType = (type: ProductType): RestType => TYPE_CODES[type];

/** The TipoArticoli rows the gateway knows (a row with an unknown code is left out, not guessed). */
export const toProductTypeOptions = (rows: DataTableRow[]): ProductTypeOption[] =>
  rows.flatMap((row) => {
    const type = productTypeName(row.codice);
    return type ? [{ type, label: row.descrizione }] : [];
  });

export const toRestSort = (sort: ProductSort): RestSort => sort.toLowerCase() as RestSort;

const STOCK: Record<(typeof STOCK_STATES)[number], StockState> = {
  disponibile: 'AVAILABLE',
  scarsa: 'LOW',
  esaurita: 'OUT_OF_STOCK',
};
export const toStockState = (state: (typeof STOCK_STATES)[number]): StockState => STOCK[state];

export const toLabel = (label: (typeof PRODUCT_LABELS)[number]): ProductLabel =>
  label.toUpperCase() as ProductLabel;

/** "20+10" or "12,5+3" → [20, 10] / [12.5, 3]; "" or "0" → []. */
export function discountSteps(chain: string): number[] {
  return chain
    .split('+')
    .map((step) => Number.parseFloat(step.trim().replace(',', '.')))
    .filter((step) => Number.isFinite(step) && step > 0);
}

export function toProductPrice(price: RestPrice): ProductPrice {
  return {
    listPrice: price.prezzo,
    netPrice: price.prezzofinale,
    discounts: price.sconti,
    discountSteps: discountSteps(price.sconti),
    promotionCode: price.promozione,
    freeQuantity: price.regolaOmaggio
      ? { every: price.regolaOmaggio.ogni, free: price.regolaOmaggio.omaggio }
      : null,
    decimals: price.decimali,
  };
}

export function toSuggestions(data: SuggestData, language: Language): ResolversTypes['Suggestions'] {
  const entry = (s: { codice: string; descrizione: string }) => ({ code: s.codice, label: s.descrizione });
  return {
    items: data.items.map((s) => ({
      code: s.codice,
      description: s.descrizione,
      imageUrl: s.url || null,
      language,
    })),
    categories: data.categories.map(entry),
    suppliers: data.suppliers.map(entry),
  };
}

/** product/list's and suggest's form fields → the arguments the client sent. */
export const LIST_FIELDS: Record<string, string> = {
  search_term: 'filter.searchTerm',
  category: 'filter.category',
  brand: 'filter.brand',
  supplier: 'filter.supplier',
  promo: 'filter.promo',
  type: 'filter.type',
  page: 'page',
  pagesize: 'pageSize',
  CercaTesto: 'term',
};

/** The products query's arguments → the product/list call (nulls as "not sent"). */
export function toListQuery(args: QueryProductsArgs): ProductListQuery {
  const { filter, page, pageSize, sort, direction, language } = args;
  return {
    language: toRestLanguage(language),
    searchTerm: filter?.searchTerm ?? undefined,
    category: filter?.category ?? undefined,
    brand: filter?.brand ?? undefined,
    supplier: filter?.supplier ?? undefined,
    promo: filter?.promo ?? undefined,
    type: filter?.type ? toRestType(filter.type) : undefined,
    page: page ?? 1,
    pageSize: pageSize ?? undefined,
    sort: toRestSort(sort ?? 'RELEVANCE'),
    direction: direction === 'DESC' ? 'desc' : 'asc',
  };
}
