// The settings form's values ↔ the contract's rules (SETTING_RULES) and the GraphQL input: each field
// is checked by the rule of its config tipo; flags are switches, quantity modes CF/PZ.
import { ORDER_TYPE_RULE, PRICE_LISTS, SETTING_RULES } from '@shop/contract';
import { z } from 'zod';
import type { SettingsPage_SettingsFragment, ShopSettingsInput } from '../../../gql/graphql';

const orderTypeRule = SETTING_RULES.Default_TipoOrdine.schema;
const priceListChoice = z.enum(['', ...PRICE_LISTS]);

export const settingsFormSchema = z.object({
  pageSize: SETTING_RULES.Set_NumRes_B2B.schema,
  internalPageSize: SETTING_RULES.Set_NumRes_INT.schema,
  smallScreenBanner: z.boolean(),
  showSecondCode: z.boolean(),
  priceDecimals: SETTING_RULES.Set_Round.schema,
  internalPriceDecimals: SETTING_RULES.Set_RoundInt.schema,
  p1: priceListChoice,
  p1B2B: priceListChoice,
  p2: priceListChoice,
  p3: priceListChoice,
  visitorPrices: z.boolean(),
  quantityMode: SETTING_RULES.Set_AddRemoveQta.schema,
  businessQuantityMode: SETTING_RULES.Set_AddRemoveQtaB2B.schema,
  // Not set is allowed (the API keeps it unset); a value follows the contract's rule.
  defaultOrderType: z
    .string()
    .refine((value) => value.trim() === '' || orderTypeRule.safeParse(value).success, {
      params: { rule: ORDER_TYPE_RULE },
    }),
  visitorCart: z.boolean(),
  englishEnabled: z.boolean(),
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;
type Output = z.output<typeof settingsFormSchema>;
type Settings = SettingsPage_SettingsFragment;

/** The gateway's field paths that are not `input.<form field>`. */
export const SETTINGS_SERVER_FIELDS = {
  'input.priceLists.p1': 'p1',
  'input.priceLists.p1B2B': 'p1B2B',
  'input.priceLists.p2': 'p2',
  'input.priceLists.p3': 'p3',
} as const;

const list = (value: string | null | undefined): '' | (typeof PRICE_LISTS)[number] =>
  (PRICE_LISTS as readonly string[]).includes(value ?? '') ? (value as (typeof PRICE_LISTS)[number]) : '';

export function settingsFormValues(s: Settings): SettingsFormValues {
  return {
    pageSize: String(s.pageSize),
    internalPageSize: String(s.internalPageSize),
    smallScreenBanner: s.smallScreenBanner,
    showSecondCode: s.showSecondCode,
    priceDecimals: String(s.priceDecimals),
    internalPriceDecimals: String(s.internalPriceDecimals),
    p1: list(s.priceLists.p1),
    p1B2B: list(s.priceLists.p1B2B),
    p2: list(s.priceLists.p2),
    p3: list(s.priceLists.p3),
    visitorPrices: s.visitorPrices,
    quantityMode: s.quantityMode === 'UNIT' ? 'PZ' : 'CF',
    businessQuantityMode: s.businessQuantityMode === 'UNIT' ? 'PZ' : 'CF',
    defaultOrderType: s.defaultOrderType ?? '',
    visitorCart: s.visitorCart,
    englishEnabled: s.englishEnabled,
  };
}

const mode = (value: string): 'UNIT' | 'PACK' => (value === 'PZ' ? 'UNIT' : 'PACK');

export function settingsInput(v: Output): ShopSettingsInput {
  const orderType = v.defaultOrderType.trim().toUpperCase();
  return {
    pageSize: Number(v.pageSize),
    internalPageSize: Number(v.internalPageSize),
    smallScreenBanner: v.smallScreenBanner,
    showSecondCode: v.showSecondCode,
    priceDecimals: Number(v.priceDecimals),
    internalPriceDecimals: Number(v.internalPriceDecimals),
    visitorPrices: v.visitorPrices,
    quantityMode: mode(String(v.quantityMode)),
    businessQuantityMode: mode(String(v.businessQuantityMode)),
    ...(orderType ? { defaultOrderType: orderType } : {}),
    visitorCart: v.visitorCart,
    englishEnabled: v.englishEnabled,
    priceLists: {
      ...(v.p1 ? { p1: v.p1 } : {}),
      ...(v.p1B2B ? { p1B2B: v.p1B2B } : {}),
      ...(v.p2 ? { p2: v.p2 } : {}),
      ...(v.p3 ? { p3: v.p3 } : {}),
    },
  };
}
