// Quick order: rows checked against the catalogue and the cart in one read (check), then put into the
// cart in one compare-and-set write per attempt (add), by the row rules of quickorder-rows.ts. The
// cart is the caller's: a customer's own, or the one a staff user fills for the client he orders for.
import type { Language, QuickOrderAddData, QuickOrderCheckData, QuickOrderRow } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import {
  applyCartBatch,
  findCartId,
  findCartLines,
  findProductsWithLines,
  priceCart,
  type ProductWithLine,
  type UserCartOwner,
  userCartOwner,
} from '../cart';
import { loadBuyer } from '../pricing';
import { codesOf, parseRows, planRows, summarize } from './quickorder-rows';

/** The cart quick order fills; a staff user ordering for nobody is told to choose a client. */
function quickOrderCart(user: AuthUser): UserCartOwner {
  if (!user.clientCode) throw new AppError(403, 'FORBIDDEN', 'cart.chooseClient');
  return userCartOwner(user);
}

export async function checkQuickOrder(
  db: Database,
  user: AuthUser,
  rows: readonly QuickOrderRow[],
  language: Language,
): Promise<QuickOrderCheckData> {
  const owner = quickOrderCart(user);
  const parsed = parseRows(rows);
  const products = await findProductsWithLines(db, owner, codesOf(parsed));
  const { results } = planRows(parsed, new Map(products.map((p) => [p.code, p])), language);
  return summarize(results);
}

export async function addQuickOrder(
  db: Database,
  user: AuthUser,
  rows: readonly QuickOrderRow[],
  language: Language,
): Promise<QuickOrderAddData> {
  const owner = quickOrderCart(user);
  const parsed = parseRows(rows);
  // What each product and its line looked like when last read: a retry reads only the lines a
  // concurrent change moved, and plans every row again with those.
  const latest = new Map<string, ProductWithLine>();
  const { cartId, plans } = await applyCartBatch(db, owner, codesOf(parsed), (read) => {
    for (const [code, product] of read) latest.set(code, product);
    const planned = planRows(parsed, latest, language);
    return { writes: planned.writes.filter((write) => read.has(write.code)), plan: planned.results };
  });
  const results = plans.at(-1) ?? planRows(parsed, latest, language).results;
  const [{ buyer }, lines] = await Promise.all([loadBuyer(db, user), cartLinesOf(db, owner, cartId)]);
  const cart = await priceCart(db, lines, buyer, language);
  return {
    ...summarize(results),
    carrello: { righe: cart.lines, riepilogo: cart.summary, avviso: null },
  };
}

/** The cart's lines (its id is known when something was written). */
async function cartLinesOf(db: Database, owner: UserCartOwner, cartId: number | undefined) {
  const id = cartId ?? (await findCartId(db, owner));
  return id === undefined ? [] : findCartLines(db, id);
}
