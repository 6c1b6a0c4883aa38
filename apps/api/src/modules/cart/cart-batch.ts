// Many lines into a user's cart at once (quick order, taking over a client's cart), each by the
// cart's own rules. One read and one compare-and-set write per attempt, whatever the number of
// lines: lines that a concurrent change moved meanwhile are read again, planned again and retried,
// like a single cart change (writeLineQuantity's callers).
import { roundUpQuantity, wholeRule } from '@shop/contract/rules';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import {
  findProductsWithLines,
  writeLineQuantities,
  type LineWrite,
  type ProductWithLine,
  type UserCartOwner,
} from './cart.repository';

/** Attempts before a batch whose lines keep changing under it answers 409 (cart.busy). */
const MAX_BATCH_ATTEMPTS = 20;

/** What adding `add` to a line holding `current` gives by the cart's rule (rounded up to the pack). */
export function plannedQuantity(product: ProductWithLine, add: number): number {
  return roundUpQuantity(product.current + add, wholeRule({ min: product.minQty, step: product.stepQty }));
}

/**
 * Decides the writes of a batch from what was read (products with the cart's current quantities):
 * the line writes to make (`to` > 0), and anything the caller wants to keep about the decision.
 */
export type BatchPlanner<P> = (found: ReadonlyMap<string, ProductWithLine>) => {
  writes: LineWrite[];
  plan: P;
};

/**
 * Reads the products of `codes` with the owner's lines, plans, writes; the codes a concurrent change
 * beat are read and planned again (the others stay written). Answers the plan of the last attempt
 * for each code written (and for the codes the planner chose not to write), and the cart id.
 */
export async function applyCartBatch<P>(
  db: Database,
  owner: UserCartOwner,
  codes: readonly string[],
  planner: BatchPlanner<P>,
): Promise<{ cartId: number | undefined; plans: P[]; found: Map<string, ProductWithLine> }> {
  const plans: P[] = [];
  const found = new Map<string, ProductWithLine>();
  let pending = [...codes];
  let cartId: number | undefined;
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    const read = new Map((await findProductsWithLines(db, owner, pending)).map((p) => [p.code, p] as const));
    for (const [code, product] of read) found.set(code, product);
    const { writes, plan } = planner(read);
    plans.push(plan);
    if (writes.length === 0) break;
    const result = await writeLineQuantities(db, owner, writes);
    cartId = result.cartId;
    pending = writes.filter((write) => !result.written.has(write.code)).map((write) => write.code);
    if (pending.length > 0 && attempt === MAX_BATCH_ATTEMPTS)
      throw new AppError(409, 'CONFLICT', 'cart.busy');
  }
  return { cartId, plans, found };
}

/**
 * Adds quantities to the owner's cart whatever the stock (a takeover moves what the client had
 * chosen; the order checks the stock). Codes must be distinct; unknown or withdrawn products are
 * left out. Answers the codes added.
 */
export async function addQuantitiesToCart(
  db: Database,
  owner: UserCartOwner,
  items: readonly { code: string; add: number }[],
): Promise<Set<string>> {
  const added = new Set<string>();
  const wanted = new Map(items.map((item) => [item.code, item.add]));
  await applyCartBatch(db, owner, [...wanted.keys()], (found) => {
    const writes: LineWrite[] = [];
    for (const [code, product] of found) {
      const add = wanted.get(code);
      if (add === undefined || !product.active) continue;
      writes.push({ code, from: product.current, to: plannedQuantity(product, add) });
      added.add(code);
    }
    return { writes, plan: null };
  });
  return added;
}
