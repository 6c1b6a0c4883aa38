// The prices a buyer sees (computed by the API's one pricing module), shared by cart, wishlist, orders
// and the product answers. Amounts are JSON numbers already rounded to the shop's decimals (Set_Round);
// null where the viewer may not see prices (a visitor, unless the shop shows visitors its prices).
import { z } from 'zod';
import { productDetailSchema, productListDataSchema, productSchema } from '../catalogue';
import { envelopeSchema } from '../kernel/envelope';

export const priceSchema = z.object({
  /** List price of the viewer's price list (prezzo). */
  prezzo: z.number().nullable(),
  /** Net unit price after discount chain and promotion (prezzofinale). */
  prezzofinale: z.number().nullable(),
  /** Discounts applied, e.g. "20+10" or "20+10+5"; "" for none or for a net price. */
  sconti: z.string(),
  /** Code of the promotion applied, null when none. */
  promozione: z.string().nullable(),
  /** Free units per N bought while the promotion lasts: "1 every 10" is { ogni: 10, omaggio: 1 }. */
  regolaOmaggio: z.object({ ogni: z.number().int(), omaggio: z.number().int() }).nullable(),
});
export type Price = z.infer<typeof priceSchema>;

/** What the product list and detail answers carry in `prezzi` (see docs/rest-api.md "Prices"). */
export const productPriceSchema = priceSchema.extend({
  /** Decimals the amounts are rounded to (Set_Round). */
  decimali: z.number().int(),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

/** Quantities at the REST boundary: whole units of sale. */
export const MAX_LINE_QUANTITY = 99_999;

/** POST /api/product/list and /api/product/detail as answered: each product with the viewer's `prezzi`. */
export const pricedProductSchema = productSchema.extend({ prezzi: productPriceSchema });
export type PricedProduct = z.infer<typeof pricedProductSchema>;
export const pricedProductListDataSchema = productListDataSchema.extend({
  items: z.array(pricedProductSchema),
});
export type PricedProductListData = z.infer<typeof pricedProductListDataSchema>;
export const pricedProductListResponseSchema = envelopeSchema(pricedProductListDataSchema);
export const pricedProductDetailDataSchema = z.object({
  item: productDetailSchema.extend({ prezzi: productPriceSchema }),
});
export type PricedProductDetailData = z.infer<typeof pricedProductDetailDataSchema>;
export const pricedProductDetailResponseSchema = envelopeSchema(pricedProductDetailDataSchema);

/** POST /api/product/details as answered: the products found, in the order asked, and the codes not found. */
export const pricedProductDetailsDataSchema = z.object({
  items: z.array(pricedProductDetailDataSchema.shape.item),
  /** Codes asked for that name no product on sale (unknown or withdrawn), upper-cased. */
  mancanti: z.array(z.string()),
});
export type PricedProductDetailsData = z.infer<typeof pricedProductDetailsDataSchema>;
export const pricedProductDetailsResponseSchema = envelopeSchema(pricedProductDetailsDataSchema);
