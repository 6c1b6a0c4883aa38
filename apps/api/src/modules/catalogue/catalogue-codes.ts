// Does a code that a filter names exist? Categories of any level, brands, suppliers, promotions in force.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brands, categories, promotions, suppliers } from '../../db/schema';
import { promotionInForce, promotionShownTo } from '../pricing';

export type CatalogueCodeKind = 'category' | 'brand' | 'supplier' | 'promotion';

export async function findCatalogueCode(
  db: Database,
  kind: CatalogueCodeKind,
  code: string,
  today: string,
  /** For promotions: the client the viewer buys for (one aimed at other clients is unknown to him). */
  clientCode: string | null = null,
): Promise<boolean> {
  const one = { one: sql<number>`1` };
  const rows =
    kind === 'category'
      ? await db.select(one).from(categories).where(eq(categories.code, code)).limit(1)
      : kind === 'brand'
        ? await db.select(one).from(brands).where(eq(brands.code, code.toUpperCase())).limit(1)
        : kind === 'supplier'
          ? await db.select(one).from(suppliers).where(eq(suppliers.code, code.toUpperCase())).limit(1)
          : await db
              .select(one)
              .from(promotions)
              .where(
                and(
                  eq(promotions.code, code.toUpperCase()),
                  promotionInForce(today),
                  promotionShownTo(clientCode),
                ),
              )
              .limit(1);
  return rows.length > 0;
}
