// POST /api/product/list and /api/product/detail — the catalogue's products (prices are added by the
// pricing slice), plus the field schemas the other catalogue calls share.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { formIntSchema } from '../kernel/list';
import { PRODUCT_TYPES } from '../kernel/product-types';
import { singleLineText } from '../kernel/text';

/** Product, brand, supplier and promotion codes: letters, digits, '.', '_' and '-'. */
export const catalogueCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9._-]+$/);

/** A form field left empty counts as not sent. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A filter field where any of `all` (e.g. '0', '-1') or nothing means "all": parsed to undefined. */
export const allOrCodeSchema = (all: readonly string[], code: z.ZodType<string> = catalogueCodeSchema) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && all.includes(value.trim()) ? undefined : blankToUndefined(value),
    code.optional(),
  );

// The type filter's codes (spec §2) are defined once, without zod, in kernel/product-types.ts.
export { PRODUCT_TYPES, type ProductType } from '../kernel/product-types';

export const PRODUCT_SORTS = ['relevance', 'code', 'description', 'price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_LABELS = ['hot', 'sale', 'new', 'outlet'] as const;
export const STOCK_STATES = ['disponibile', 'scarsa', 'esaurita'] as const;

const flagSchema = z.enum(['S', 'N']);
const codeAndName = z.object({ codice: z.string(), descrizione: z.string() });

export const productListPayloadSchema = z.object({
  Lingua: languageSchema,
  /** Free text: a code (exact or prefix) or words of the description. */
  search_term: z.preprocess(blankToUndefined, singleLineText({ max: 100 }).optional()),
  /** A category code of any level; '0', '-1' or nothing for all. */
  category: allOrCodeSchema(
    ['0', '-1'],
    z
      .string()
      .trim()
      .regex(/^\d{2}(\.\d{2}){0,2}$/),
  ),
  brand: allOrCodeSchema(['0', '-1']),
  /** A supplier code (the search box's supplier suggestions); '0', '-1' or nothing for all. */
  supplier: allOrCodeSchema(['0', '-1']),
  promo: allOrCodeSchema(['0', '-1']),
  type: z.preprocess(
    (value) =>
      value === '-1' || value === '0' || value === -1 || value === 0 ? undefined : blankToUndefined(value),
    z.enum(PRODUCT_TYPES).optional(),
  ),
  page: formIntSchema(1, 10_000, 1),
  pagesize: formIntSchema(1, 100, 12),
  sort: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS).default('relevance')),
  /** Ignored for relevance, which is always best first. */
  direction: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('asc')),
});
export type ProductListPayload = z.input<typeof productListPayloadSchema>;
export type ProductListQuery = z.output<typeof productListPayloadSchema>;

export const productDetailPayloadSchema = z.object({ Lingua: languageSchema, codArt: catalogueCodeSchema });
export type ProductDetailPayload = z.input<typeof productDetailPayloadSchema>;

/** Most codes one product/details call answers: a longer list (a big cart) is asked in several calls. */
export const MAX_PRODUCT_DETAILS = 100;

/** POST /api/product/details: many products by code in one call (`codici` repeated, comma-separated or a JSON list). */
export const productDetailsPayloadSchema = z.object({
  Lingua: languageSchema,
  codici: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((code) => code.trim()) : value),
    z.array(catalogueCodeSchema).min(1).max(MAX_PRODUCT_DETAILS),
  ),
});
export type ProductDetailsPayload = z.input<typeof productDetailsPayloadSchema>;

export const productSchema = z.object({
  codice: z.string(),
  /** In the request's language. */
  descrizione: z.string(),
  marchio: codeAndName,
  fornitore: codeAndName,
  /** The category path, top level first, leaf last. */
  categoria: z.array(codeAndName),
  /** Unit of sale: PZ, CF, KG, LT, CT. */
  um: z.string(),
  /** Pieces in one unit of sale. */
  confezione: z.number().int(),
  /** Smallest quantity and step of an order line, in units of sale. */
  qtaMinima: z.number().int(),
  qtaMultipla: z.number().int(),
  disponibilita: z.enum(STOCK_STATES),
  /**
   * Units of sale in stock, and the next delivery expected (its day YYYY-MM-DD and units; null when
   * none is expected): only for callers holding `catalogue.stock` (staff and agents, who order
   * against the stock); absent for customers and visitors, who get `disponibilita` alone.
   */
  giacenza: z.number().int().optional(),
  prossimoArrivo: z
    .object({ data: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), quantita: z.number().int() })
    .nullable()
    .optional(),
  etichette: z.array(z.enum(PRODUCT_LABELS)),
  inEvidenza: flagSchema,
  novita: flagSchema,
  outlet: flagSchema,
  /** 'S' while a product promotion in force lists the product. */
  promo: flagSchema,
  /** Average rating 1–5 (one decimal), null when nobody rated. */
  valutazione: z.number().nullable(),
  numeroValutazioni: z.number().int(),
  immagini: z.array(z.string()),
  /** The main image ('' when the product has none). */
  url: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListDataSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
  pages: z.number().int(),
});
export type ProductListData = z.infer<typeof productListDataSchema>;
export const productListResponseSchema = envelopeSchema(productListDataSchema);

export const productDetailSchema = productSchema.extend({
  /** Product promotions in force that list the product. */
  promozioni: z.array(z.object({ codice: z.string(), titolo: z.string() })),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productDetailDataSchema = z.object({ item: productDetailSchema });
export type ProductDetailData = z.infer<typeof productDetailDataSchema>;
export const productDetailResponseSchema = envelopeSchema(productDetailDataSchema);
