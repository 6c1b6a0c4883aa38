// Seeds the demo promotions and the products they list (picked by SQL from the products already seeded,
// so it works for any catalogue size).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { promotionProducts, promotions } from '../../db/schema';
import type { Seeder } from '../core/seeder';
import { PROMOTIONS, promotionImagePath } from './data/promotions';

export const promotionSeeder: Seeder = {
  name: 'promotions',
  table: promotions,
  async seed(db: Database) {
    await db
      .insert(promotions)
      .values(
        PROMOTIONS.map(({ row }, i) => ({ ...row, image: promotionImagePath(row.code), position: i + 1 })),
      );
    return PROMOTIONS.length;
  },
};

export const promotionProductSeeder: Seeder = {
  name: 'promotion products',
  table: promotionProducts,
  async seed(db: Database) {
    let written = 0;
    for (const { row, products: rule } of PROMOTIONS) {
      if (!rule) continue;
      for (const leaf of rule.leaves) {
        const netPrice =
          rule.netPriceOfP1 === undefined ? sql`null` : sql`round(price_p1 * ${rule.netPriceOfP1}, 2)`;
        const result = await db.execute(sql`
          insert into promotion_products (promotion_code, product_code, net_price, extra_discount_pct, gift_every, gift_qty)
          select ${row.code}, code, ${netPrice}, ${rule.extraDiscountPct ?? null}, ${rule.gift?.every ?? null},
                 ${rule.gift?.qty ?? null}
          from products where category_code = ${leaf} and active order by code limit ${rule.perLeaf}`);
        written += (result as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
      }
    }
    return written;
  },
};
