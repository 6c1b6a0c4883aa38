// The promotion form's values ↔ the contract's rules and the GraphQL input. Each field has the
// contract's rule for it; what an offer must hold (a percentage, N every M, net prices, targets, the
// days in order) is the contract's `checkPromotionRules`, run on every check exactly as the API runs
// it, so a refusal shows at its field before anything is sent. The form keeps every value typed while
// the offer changes; what another offer would use is simply not sent.
import {
  checkPromotionRules,
  daySchema,
  multiLineText,
  newPromotionCodeSchema,
  singleLineText,
  type PromotionOffer as RuleKind,
} from '@shop/contract';
import { z } from 'zod';
import type {
  ManagedPromotionInput,
  PriceList,
  PromotionOffer,
  PromotionRecord_AllFragment,
} from '../../../gql/graphql';
import { formRuleIssue } from '../../../app/manage/form/zod-issues';
import { textValues } from '../../../app/manage/form/text-values';

export const OFFERS = [
  'DISCOUNT',
  'NET_PRICE',
  'FREE_GOODS',
  'ORDER_DISCOUNT',
] as const satisfies readonly PromotionOffer[];
export const PRICE_LIST_CHOICES = ['P1', 'P1B2B', 'P2', 'P3'] as const satisfies readonly PriceList[];

const KIND_OF: Record<PromotionOffer, RuleKind> = {
  DISCOUNT: 'sconto',
  NET_PRICE: 'netto',
  FREE_GOODS: 'omaggio',
  ORDER_DISCOUNT: 'testata',
};

export interface OfferFields {
  /** A percentage (discountPercent). */
  percent: boolean;
  /** A minimum order value. */
  minOrder: boolean;
  /** N free every M bought. */
  gift: boolean;
  /** Products, each with a net price when `netPrice`. */
  products: boolean;
  netPrice: boolean;
  /** Categories and brands. */
  groups: boolean;
}

/** The fields each offer shows (and sends). */
export const OFFER_FIELDS: Record<PromotionOffer, OfferFields> = {
  DISCOUNT: { percent: true, minOrder: false, gift: false, products: true, netPrice: false, groups: true },
  NET_PRICE: { percent: false, minOrder: false, gift: false, products: true, netPrice: true, groups: false },
  FREE_GOODS: { percent: false, minOrder: false, gift: true, products: true, netPrice: false, groups: true },
  ORDER_DISCOUNT: {
    percent: true,
    minOrder: true,
    gift: false,
    products: false,
    netPrice: false,
    groups: false,
  },
};

const target = z.object({ code: z.string(), name: z.string() });
const productRow = z.object({
  code: singleLineText({ min: 1, max: 32 }),
  netPrice: z.string(),
  /** Shown beside the code; not sent. */
  description: z.string(),
});

const fields = z.object({
  code: z.string(),
  offer: z.enum(OFFERS),
  titleIt: singleLineText({ min: 1, max: 120 }),
  titleEn: singleLineText({ min: 1, max: 120 }),
  descriptionIt: multiLineText({ max: 1000 }),
  descriptionEn: multiLineText({ max: 1000 }),
  from: daySchema,
  to: daySchema,
  discountPercent: z.string(),
  minOrder: z.string(),
  giftEvery: z.string(),
  giftQty: z.string(),
  products: z.array(productRow),
  categories: z.array(target),
  brands: z.array(target),
  clients: z.array(target),
  priceLists: z.array(z.enum(PRICE_LIST_CHOICES)),
  imageUrl: z.string(),
  active: z.boolean(),
  position: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(0).max(9999).optional().default(0),
  ),
});

type Fields = z.output<typeof fields>;

/** The targets an offer sends: the others stay in the form, unsent. */
function targetsOf(v: Pick<Fields, 'offer' | 'products' | 'categories' | 'brands'>) {
  const shown = OFFER_FIELDS[v.offer];
  return {
    products: shown.products ? v.products : [],
    categories: shown.groups ? v.categories.map((c) => c.code) : [],
    brands: shown.groups ? v.brands.map((b) => b.code) : [],
  };
}

/** The rules' field names → the form's. */
const FORM_FIELD: Record<string, string> = { discount: 'discountPercent' };

/** The form's schema: `creating` adds the new code's rule (an existing code does not change). */
export function promotionFormSchema(creating: boolean) {
  return fields.extend({ code: creating ? newPromotionCodeSchema : z.string() }).superRefine((v, ctx) => {
    const targets = targetsOf(v);
    const { issues } = checkPromotionRules({
      kind: KIND_OF[v.offer],
      discount: v.discountPercent,
      minOrder: v.minOrder,
      giftEvery: v.giftEvery,
      giftQty: v.giftQty,
      products: targets.products.map((p) => ({ code: p.code ?? '', netPrice: p.netPrice })),
      categories: targets.categories,
      brands: targets.brands,
      from: typeof v.from === 'string' ? v.from : '',
      to: typeof v.to === 'string' ? v.to : '',
    });
    for (const issue of issues) {
      const [head, ...rest] = issue.path;
      const field = typeof head === 'string' ? (FORM_FIELD[head] ?? head) : head;
      ctx.addIssue(formRuleIssue([field ?? '', ...rest], issue.rule));
    }
  });
}

export type PromotionFormSchema = ReturnType<typeof promotionFormSchema>;
export type PromotionFormValues = z.input<PromotionFormSchema>;
type Output = z.output<PromotionFormSchema>;

/** YYYY-MM-DD of a date in the browser's calendar. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The form's values of a promotion (or of a new one: from today for 30 days, active, for everyone).
 * Numbers are written with the user's decimal separator, as they would type them.
 */
export function promotionFormValues(
  p: PromotionRecord_AllFragment | null,
  { decimal = ',', today = new Date() }: { decimal?: string; today?: Date } = {},
): PromotionFormValues {
  const number = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value).replace('.', decimal);
  const in30 = new Date(today);
  in30.setDate(in30.getDate() + 30);
  return {
    ...textValues(p, ['code', 'titleIt', 'titleEn', 'descriptionIt', 'descriptionEn']),
    offer: p?.offer ?? 'DISCOUNT',
    from: p?.from ?? isoDay(today),
    to: p?.to ?? isoDay(in30),
    discountPercent: number(p?.discountPercent),
    minOrder: number(p?.minOrder),
    giftEvery: number(p?.giftEvery),
    giftQty: number(p?.giftQty),
    products: (p?.products ?? []).map((product) => ({
      code: product.code,
      netPrice: number(product.netPrice),
      description: product.description,
    })),
    categories: (p?.categories ?? []).map(({ code, name }) => ({ code, name })),
    brands: (p?.brands ?? []).map(({ code, name }) => ({ code, name })),
    clients: (p?.clients ?? []).map(({ code, name }) => ({ code, name })),
    priceLists: [...(p?.priceLists ?? [])],
    imageUrl: p?.imageUrl ?? '',
    active: p?.active ?? true,
    position: p ? String(p.position) : '',
  };
}

/** The GraphQL input: the fields of the offer chosen, numbers as typed (the API reads "12,5" too). */
export function promotionInput(v: Output): ManagedPromotionInput {
  const shown = OFFER_FIELDS[v.offer];
  const targets = targetsOf(v);
  return {
    offer: v.offer,
    titleIt: v.titleIt,
    titleEn: v.titleEn,
    descriptionIt: v.descriptionIt,
    descriptionEn: v.descriptionEn,
    from: v.from,
    to: v.to,
    ...(shown.percent ? { discountPercent: v.discountPercent.trim() } : {}),
    ...(shown.minOrder ? { minOrder: v.minOrder.trim() } : {}),
    ...(shown.gift ? { giftEvery: v.giftEvery.trim(), giftQty: v.giftQty.trim() } : {}),
    products: targets.products.map((p) => ({
      code: p.code.trim().toUpperCase(),
      ...(shown.netPrice ? { netPrice: p.netPrice.trim() } : {}),
    })),
    categories: targets.categories,
    brands: targets.brands,
    clients: v.clients.map((c) => c.code),
    priceLists: v.priceLists,
    imageUrl: v.imageUrl,
    active: v.active,
    position: v.position,
  };
}
