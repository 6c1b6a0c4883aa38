// SQL conditions on promotions shared by the promotion list and the product queries ("in promotion").
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { products, promotionProducts, promotions } from '../../db/schema';

/** The promotion is published and `today` (YYYY-MM-DD) is within its validity. */
export function promotionInForce(today: string): SQL {
  return and(
    eq(promotions.active, true),
    lte(promotions.validFrom, today),
    gte(promotions.validTo, today),
  ) as SQL;
}

/** The product row in the current query is listed by a product promotion in force. */
export function productInPromotion(today: string): SQL {
  return sql`exists (select 1 from ${promotionProducts} join ${promotions} on ${promotions.code} = ${promotionProducts.promotionCode}
    where ${promotionProducts.productCode} = ${products.code} and ${promotionInForce(today)})`;
}
