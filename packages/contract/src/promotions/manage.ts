// Promotions managed in the reserved area (/promomanagement; permission promotions.edit, management
// only): POST /api/promotions/list, /detail, /create, /update, /activate, /deactivate and /image (a
// picture upload, media/content-images.ts). What a promotion of each kind must hold is written once, here
// (`checkPromotionRules`): the API validates with it and the web app's form runs the same function.
//
// Kinds (`tipo`): `sconto` an extra discount % on the products it lists, `netto` a net unit price per
// product, `omaggio` N units free for every M bought ("N every M"), `testata` a discount % on the
// whole order from a minimum order value. Line kinds act on products, categories (with everything
// under them) and brands; a net price is a price of one product, so `netto` lists products only.
// Audience: clients (`clienti`) and price lists (`listini`); a buyer is in it when his client or his
// price list is listed; nothing listed means every buyer.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { yesNoFieldSchema } from '../kernel/fields';
import {
  codeListSchema,
  CONTENT_RULES,
  daySchema,
  daysInOrder,
  discountPercentSchema,
  isBlank,
  netPriceSchema,
  optionalAmountSchema,
  positiveIntegerSchema,
  ruleIssue,
  ruleParams as rule,
  uploadedFileSchema,
} from '../kernel/form-rules';
import { languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { multiLineText, singleLineText } from '../kernel/text';
import { PRICE_LISTS } from '../users';

export const PROMOTION_OFFERS = ['sconto', 'netto', 'omaggio', 'testata'] as const;
export type PromotionOffer = (typeof PROMOTION_OFFERS)[number];
/** The kinds that act on products (the others: the whole order). */
export const LINE_PROMOTION_OFFERS: readonly PromotionOffer[] = ['sconto', 'netto', 'omaggio'];

export const MAX_PROMOTION_PRODUCTS = 2000;
export const MAX_PROMOTION_CATEGORIES = 200;
export const MAX_PROMOTION_BRANDS = 100;
export const MAX_PROMOTION_CLIENTS = 500;
/** "N every M": at most this many on either side. */
export const MAX_GIFT_COUNT = 9999;

/** A promotion's code as it is looked up (any case). */
export const promotionCodeSchema = singleLineText({ min: 1, max: 20 }).transform((value) =>
  value.toUpperCase(),
);
/** A new promotion's code: 2–20 letters, digits, '-' or '_', starting with a letter or digit. */
export const newPromotionCodeSchema = promotionCodeSchema.refine(
  (value) => /^[A-Z0-9][A-Z0-9_-]{1,19}$/.test(value),
  rule(CONTENT_RULES.promotionCode),
);

// --- the rules of each kind ---------------------------------------------------------------------------

/** The fields the rules look at, with the names the web form uses (REST names in PROMOTION_REST_FIELDS). */
export interface PromotionRuleInput {
  kind: PromotionOffer;
  /** Percent, as typed: `sconto` and `testata`. */
  discount?: unknown;
  /** `testata`: from this order value (optional). */
  minOrder?: unknown;
  /** `omaggio`: `giftQty` free for every `giftEvery` bought. */
  giftEvery?: unknown;
  giftQty?: unknown;
  /** Products, each with its net price for `netto` (as typed). */
  products: ReadonlyArray<{ code: string; netPrice?: unknown }>;
  categories: readonly string[];
  brands: readonly string[];
  from: string;
  to: string;
}

/** The rule values a valid input stands for (numbers normalised), kind by kind; null where they do not apply. */
export interface PromotionRuleValues {
  discount: number | null;
  minOrder: string | null;
  giftEvery: number | null;
  giftQty: number | null;
  products: Array<{ code: string; netPrice: string | null }>;
  categories: string[];
  brands: string[];
}

export interface PromotionRuleIssue {
  /** The field in PromotionRuleInput's names: 'discount', 'products.3.netPrice', 'to'... */
  path: Array<string | number>;
  rule: string;
}

const parsed = <T>(
  schema: z.ZodType<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; rule: string } => {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  if (isBlank(value)) return { ok: false, rule: 'required' };
  const params = (result.error.issues[0] as { params?: { rule?: string } } | undefined)?.params;
  return { ok: false, rule: params?.rule ?? 'invalid' };
};

/**
 * The rules of a promotion's kind: a percentage above 0 and below 100, a net price above 0 for each
 * product, N and M whole numbers from 1, at least one product, category or brand for the line kinds
 * (products only for a net price; none for the order), each product once, and the first day not
 * after the last. Answers the issues (empty when valid) and the values to store.
 */
export function checkPromotionRules(input: PromotionRuleInput): {
  issues: PromotionRuleIssue[];
  values: PromotionRuleValues;
} {
  const issues: PromotionRuleIssue[] = [];
  const values: PromotionRuleValues = {
    discount: null,
    minOrder: null,
    giftEvery: null,
    giftQty: null,
    products: [],
    categories: [],
    brands: [],
  };
  const take = <T>(path: Array<string | number>, schema: z.ZodType<T>, value: unknown): T | null => {
    const result = parsed(schema, value);
    if (result.ok) return result.value;
    issues.push({ path, rule: result.rule });
    return null;
  };
  const { kind } = input;
  if (kind === 'sconto' || kind === 'testata')
    values.discount = take(['discount'], discountPercentSchema, input.discount);
  if (kind === 'testata') values.minOrder = take(['minOrder'], optionalAmountSchema, input.minOrder);
  if (kind === 'omaggio') {
    values.giftEvery = take(['giftEvery'], positiveIntegerSchema(MAX_GIFT_COUNT), input.giftEvery);
    values.giftQty = take(['giftQty'], positiveIntegerSchema(MAX_GIFT_COUNT), input.giftQty);
  }
  if (kind === 'testata') {
    if (input.products.length > 0) issues.push({ path: ['products'], rule: CONTENT_RULES.orderTargets });
    if (input.categories.length > 0) issues.push({ path: ['categories'], rule: CONTENT_RULES.orderTargets });
    if (input.brands.length > 0) issues.push({ path: ['brands'], rule: CONTENT_RULES.orderTargets });
  } else {
    const seen = new Set<string>();
    input.products.forEach((product, index) => {
      const code = product.code.trim().toUpperCase();
      if (seen.has(code))
        issues.push({ path: ['products', index, 'code'], rule: CONTENT_RULES.duplicateCode });
      seen.add(code);
      const netPrice =
        kind === 'netto' ? take(['products', index, 'netPrice'], netPriceSchema, product.netPrice) : null;
      values.products.push({ code, netPrice });
    });
    if (kind === 'netto') {
      if (input.categories.length > 0)
        issues.push({ path: ['categories'], rule: CONTENT_RULES.netPriceTargets });
      if (input.brands.length > 0) issues.push({ path: ['brands'], rule: CONTENT_RULES.netPriceTargets });
    } else {
      values.categories = [...new Set(input.categories)];
      values.brands = [...new Set(input.brands)];
    }
    if (input.products.length + input.categories.length + input.brands.length === 0) {
      issues.push({ path: ['products'], rule: CONTENT_RULES.promotionTargets });
    }
  }
  if (!daysInOrder(input.from, input.to)) issues.push({ path: ['to'], rule: CONTENT_RULES.dateOrder });
  return { issues, values };
}

/** The REST field of each rule field (the web form uses the rule names). */
export const PROMOTION_REST_FIELDS = {
  kind: 'tipo',
  discount: 'sconto',
  minOrder: 'minimoOrdine',
  giftEvery: 'ogni',
  giftQty: 'omaggio',
  products: 'articoli',
  categories: 'categorie',
  brands: 'marchi',
  from: 'dal',
  to: 'al',
  code: 'codice',
  netPrice: 'prezzoNetto',
} as const;

// --- REST payloads ------------------------------------------------------------------------------------

/** One product of a promotion: its code and, for `netto`, its net price. */
const promotionProductInputSchema = z.object({
  codice: singleLineText({ min: 1, max: 32 }),
  prezzoNetto: z.unknown().optional(),
});

/** `articoli`: an array, or its JSON text (a form field), or codes separated by commas or spaces. */
const productsFieldSchema = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return [];
  let items: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('['))
      return text
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((codice) => ({ codice }));
    try {
      items = JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  // A bare code stands for { codice }.
  return Array.isArray(items)
    ? items.map((item: unknown) => (typeof item === 'string' ? { codice: item } : item))
    : items;
}, z.array(promotionProductInputSchema).max(MAX_PROMOTION_PRODUCTS));

const promotionFields = {
  Lingua: languageSchema.optional().default('it'),
  tipo: z.enum(PROMOTION_OFFERS),
  titoloIt: singleLineText({ min: 1, max: 120 }),
  titoloEn: singleLineText({ min: 1, max: 120 }),
  descrizioneIt: multiLineText({ max: 1000 }).optional().default(''),
  descrizioneEn: multiLineText({ max: 1000 }).optional().default(''),
  dal: daySchema,
  al: daySchema,
  // The rule's numbers, as typed: checkPromotionRules reads them for the kind (withRules below).
  sconto: singleLineText({ max: 20 }).optional(),
  minimoOrdine: singleLineText({ max: 20 }).optional(),
  ogni: singleLineText({ max: 20 }).optional(),
  omaggio: singleLineText({ max: 20 }).optional(),
  articoli: productsFieldSchema,
  categorie: codeListSchema({ max: MAX_PROMOTION_CATEGORIES, codeMax: 32 }),
  marchi: codeListSchema({ max: MAX_PROMOTION_BRANDS, codeMax: 20 }),
  clienti: codeListSchema({ max: MAX_PROMOTION_CLIENTS, codeMax: 16 }),
  listini: codeListSchema({ max: PRICE_LISTS.length, codeMax: 8, keepCase: true }).pipe(
    z.array(z.string().toLowerCase().pipe(z.enum(PRICE_LISTS))),
  ),
  /**
   * The picture: the `url` an upload answered (POST /api/promotions/image), '' for none; left out on
   * update: unchanged (on create: none).
   */
  immagine: singleLineText({ max: 200 }).optional(),
  /** S: published (in force on its days), N: kept but not applied. */
  attiva: yesNoFieldSchema.optional().default('S'),
  /** The order in lists (lower first). */
  posizione: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(0).max(9999).optional().default(0),
  ),
};

type RawPromotion = z.output<z.ZodObject<typeof promotionFields>>;

/** Checks the kind's rules and answers the payload with its rule values (REST field names in issues). */
function withRules<T extends RawPromotion>(payload: T, ctx: z.RefinementCtx) {
  const { issues, values } = checkPromotionRules({
    kind: payload.tipo,
    discount: payload.sconto,
    minOrder: payload.minimoOrdine,
    giftEvery: payload.ogni,
    giftQty: payload.omaggio,
    products: payload.articoli.map((p) => ({ code: p.codice, netPrice: p.prezzoNetto })),
    categories: payload.categorie,
    brands: payload.marchi,
    from: payload.dal,
    to: payload.al,
  });
  for (const issue of issues) {
    const path = issue.path.map((part) =>
      typeof part === 'number'
        ? part
        : (PROMOTION_REST_FIELDS[part as keyof typeof PROMOTION_REST_FIELDS] ?? part),
    );
    ctx.addIssue(ruleIssue(path, issue.rule));
  }
  return { ...payload, regola: values };
}

/** POST /api/promotions/create: every field; `codice` new. */
export const promotionsCreatePayloadSchema = z
  .object({ codice: newPromotionCodeSchema, ...promotionFields })
  .transform(withRules);
export type PromotionsCreatePayload = z.input<typeof promotionsCreatePayloadSchema>;
export type PromotionsCreateInput = z.output<typeof promotionsCreatePayloadSchema>;

/** POST /api/promotions/update: every field of the promotion `codice` (its code does not change). */
export const promotionsUpdatePayloadSchema = z
  .object({ codice: promotionCodeSchema, ...promotionFields })
  .transform(withRules);
export type PromotionsUpdatePayload = z.input<typeof promotionsUpdatePayloadSchema>;
export type PromotionsUpdateInput = z.output<typeof promotionsUpdatePayloadSchema>;

/** POST /api/promotions/detail, /activate, /deactivate. */
export const promotionsDetailPayloadSchema = z.object({
  codice: promotionCodeSchema,
  Lingua: languageSchema.optional().default('it'),
});
export type PromotionsDetailPayload = z.input<typeof promotionsDetailPayloadSchema>;
export const promotionsActivatePayloadSchema = promotionsDetailPayloadSchema;
export const promotionsDeactivatePayloadSchema = promotionsDetailPayloadSchema;

/** The list's state filter: in force today, published but not yet started, over, deactivated. */
export const PROMOTION_STATES = ['inVigore', 'programmata', 'scaduta', 'disattivata'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const PROMOTION_SORT_FIELDS = ['codice', 'titolo', 'tipo', 'dal', 'al', 'posizione'] as const;
export type PromotionSortField = (typeof PROMOTION_SORT_FIELDS)[number];

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** POST /api/promotions/list: search in code and titles (both languages). */
export const promotionsListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(PROMOTION_SORT_FIELDS, { field: 'posizione', direction: 'asc' }),
  tipo: z.preprocess(blankToUndefined, z.enum(PROMOTION_OFFERS).optional()),
  stato: z.preprocess(blankToUndefined, z.enum(PROMOTION_STATES).optional()),
  /** Only the promotions aimed at this client. */
  cliente: z.preprocess(blankToUndefined, singleLineText({ max: 16 }).optional()),
});
export type PromotionsListPayload = z.input<typeof promotionsListPayloadSchema>;
export type PromotionsListQuery = z.output<typeof promotionsListPayloadSchema>;

// --- answers ------------------------------------------------------------------------------------------

export const promotionsListItemSchema = z.object({
  codice: z.string(),
  tipo: z.enum(PROMOTION_OFFERS),
  /** In the request's language. */
  titolo: z.string(),
  dal: z.string(),
  al: z.string(),
  attiva: z.enum(['S', 'N']),
  stato: z.enum(PROMOTION_STATES),
  /** The rule: percent (`sconto`, `testata`), from this order value (`testata`), N every M (`omaggio`). */
  sconto: z.number().nullable(),
  minimoOrdine: z.number().nullable(),
  ogni: z.number().int().nullable(),
  omaggio: z.number().int().nullable(),
  /** How many products, categories and brands it lists, and which clients and price lists it is for. */
  articoli: z.number().int(),
  categorie: z.number().int(),
  marchi: z.number().int(),
  clienti: z.array(z.string()),
  listini: z.array(z.enum(PRICE_LISTS)),
  posizione: z.number().int(),
  /** The picture's URL ('' for none). */
  url: z.string(),
});
export type PromotionsListItem = z.infer<typeof promotionsListItemSchema>;
export const promotionsListDataSchema = listDataSchema(promotionsListItemSchema);
export type PromotionsListData = z.infer<typeof promotionsListDataSchema>;

const namedCode = z.object({ codice: z.string(), nome: z.string() });

export const promotionRecordSchema = z.object({
  codice: z.string(),
  tipo: z.enum(PROMOTION_OFFERS),
  titoloIt: z.string(),
  titoloEn: z.string(),
  descrizioneIt: z.string(),
  descrizioneEn: z.string(),
  dal: z.string(),
  al: z.string(),
  attiva: z.enum(['S', 'N']),
  stato: z.enum(PROMOTION_STATES),
  /** Percent (`sconto`, `testata`), null otherwise. */
  sconto: z.number().nullable(),
  minimoOrdine: z.number().nullable(),
  ogni: z.number().int().nullable(),
  omaggio: z.number().int().nullable(),
  /** The products with their description (request's language) and, for `netto`, their net price. */
  articoli: z.array(
    z.object({ codice: z.string(), descrizione: z.string(), prezzoNetto: z.number().nullable() }),
  ),
  categorie: z.array(namedCode),
  marchi: z.array(namedCode),
  clienti: z.array(namedCode),
  listini: z.array(z.enum(PRICE_LISTS)),
  posizione: z.number().int(),
  url: z.string(),
});
export type PromotionRecord = z.infer<typeof promotionRecordSchema>;
export const promotionRecordDataSchema = z.object({ promozione: promotionRecordSchema });
export type PromotionRecordData = z.infer<typeof promotionRecordDataSchema>;
export const promotionRecordResponseSchema = envelopeSchema(promotionRecordDataSchema);

/** The answer of an upload (POST /api/banners/image, /api/promotions/image): the picture's URLs. */
export const uploadedImageDataSchema = z.object({
  /** What to send as `immagine` when saving: the main width's URL. */
  url: z.string(),
  misure: z.array(z.object({ url: z.string(), larghezza: z.number().int(), altezza: z.number().int() })),
});
export type UploadedImageData = z.infer<typeof uploadedImageDataSchema>;
export const uploadedImageResponseSchema = envelopeSchema(uploadedImageDataSchema);

/** POST /api/promotions/image (multipart): `immagine`, the file. */
export const promotionsImagePayloadSchema = z.object({ immagine: uploadedFileSchema });
