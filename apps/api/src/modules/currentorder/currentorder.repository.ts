// Queries of ordering for a client: the clients a user may order for (always through the client
// scope), the line count of the client's own carts, the agent's discount ceiling.
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cartLines, carts, clients, users } from '../../db/schema';
import { containsPattern, pageWindow } from '../../http/list';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';

const clientColumns = {
  code: clients.code,
  companyName: clients.companyName,
  city: clients.city,
  province: clients.province,
};
export type OrderingClientRow = { code: string; companyName: string; city: string; province: string };

/** The client, when it exists and is in the scope; undefined otherwise (the caller answers 404). */
export async function findClientInScope(
  db: Database,
  scope: ClientScope,
  code: string,
): Promise<OrderingClientRow | undefined> {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.code, code), clientScopeCondition(scope)))
    .limit(1);
  return row;
}

/** The clients of the scope matching `search` (code prefix, or a piece of the name or the city). */
export async function searchClientsInScope(
  db: Database,
  scope: ClientScope,
  search: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: OrderingClientRow[]; total: number }> {
  const term = search?.trim();
  const matching = term
    ? or(
        ilike(clients.code, `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        ilike(clients.companyName, containsPattern(term)),
        ilike(clients.city, containsPattern(term)),
      )
    : undefined;
  const where = and(clientScopeCondition(scope), matching);
  const { limit, offset } = pageWindow(page, pageSize);
  const [rows, [counted]] = await Promise.all([
    db
      .select(clientColumns)
      .from(clients)
      .where(where)
      .orderBy(asc(clients.companyName), asc(clients.code))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The carts of the client's own users (customers' own carts: no client_code). */
const clientOwnCarts = (clientCode: string) =>
  and(
    inArray(carts.userId, sql`(select ${users.id} from ${users} where ${users.clientCode} = ${clientCode})`),
    isNull(carts.clientCode),
  );

/** How many lines the carts of the client's own users hold. */
export async function countClientCartLines(db: Database, clientCode: string): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(clientOwnCarts(clientCode));
  return row?.lines ?? 0;
}
