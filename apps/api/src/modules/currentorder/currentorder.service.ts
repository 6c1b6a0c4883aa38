// Ordering for a client: a staff user starts and finishes ordering for a client in his scope (the
// session's acting client, which the auth plugin turns into AuthUser.clientCode/onBehalf), reads the
// state the storefront's bar shows, and may take over the lines of the client's own carts on purpose.
import {
  can,
  CLIENT_SCOPE,
  MAX_LINE_DISCOUNT,
  type CurrentOrderClientsData,
  type CurrentOrderState,
  type CurrentOrderTakeoverData,
} from '@shop/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cartLines, carts, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import { setActingClient } from '../users';
import { addQuantitiesToCart, userCartOwner } from '../cart';
import { clientScopeOf } from '../../kernel/client-scope';
import {
  countClientCartLines,
  findClientInScope,
  searchClientsInScope,
  type OrderingClientRow,
} from './currentorder.repository';
import { findAgentCeiling } from '../approvals';

const toClient = (row: OrderingClientRow) => ({
  codice: row.code,
  ragioneSociale: row.companyName,
  citta: row.city,
  provincia: row.province,
});

/**
 * The highest extra line discount the user may give (percent): an agent his own ceiling
 * (agents.max_discount), the sales office and management anything below 100 %, others nothing.
 */
export async function discountCeilingOf(db: Database, user: AuthUser): Promise<number> {
  if (!can(user.tipo, 'orders.lineDiscount')) return 0;
  if (CLIENT_SCOPE[user.tipo] !== 'followed') return MAX_LINE_DISCOUNT;
  return user.agentCode ? findAgentCeiling(db, user.agentCode) : 0;
}

/** The client a staff user is ordering for; 409 when none (the call needs one). */
export function actingClientOf(user: AuthUser): string {
  if (!user.onBehalf || !user.clientCode) throw new AppError(409, 'CONFLICT', 'currentorder.noClient');
  return user.clientCode;
}

export async function getCurrentOrder(db: Database, user: AuthUser): Promise<CurrentOrderState> {
  const ceiling = discountCeilingOf(db, user);
  if (!user.onBehalf || !user.clientCode) {
    return { cliente: null, righeCarrelloCliente: 0, scontoMassimo: await ceiling };
  }
  const [client, lines] = await Promise.all([
    findClientInScope(db, clientScopeOf(user), user.clientCode),
    countClientCartLines(db, user.clientCode),
  ]);
  // The auth plugin already dropped a client out of scope; a client deleted meanwhile reads as none.
  if (!client) return { cliente: null, righeCarrelloCliente: 0, scontoMassimo: await ceiling };
  return { cliente: toClient(client), righeCarrelloCliente: lines, scontoMassimo: await ceiling };
}

/** The clients the user may order for, matching the search. */
export async function searchClients(
  db: Database,
  user: AuthUser,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<CurrentOrderClientsData> {
  const { rows, total } = await searchClientsInScope(
    db,
    clientScopeOf(user),
    query.search,
    query.page,
    query.pageSize,
  );
  return listData(rows.map(toClient), total, query);
}

/**
 * Starts ordering for `code` (changing client when ordering for another). A client that does not exist
 * and one out of the user's scope answer the same 404: a code reveals nothing.
 */
export async function startCurrentOrder(
  db: Database,
  user: AuthUser,
  code: string,
): Promise<CurrentOrderState> {
  const client = await findClientInScope(db, clientScopeOf(user), code);
  if (!client) {
    throw new AppError(404, 'NOT_FOUND', 'currentorder.clientNotFound', {
      field: 'codCliente',
      params: { code },
    });
  }
  await setActingClient(db, user.sessionId, client.code);
  return getCurrentOrder(db, { ...user, clientCode: client.code, onBehalf: true });
}

/** Stops ordering for a client (the pair's cart stays for next time). */
export async function finishCurrentOrder(db: Database, user: AuthUser): Promise<CurrentOrderState> {
  await setActingClient(db, user.sessionId, null);
  return getCurrentOrder(db, { ...user, clientCode: user.ownClientCode, onBehalf: false });
}

/**
 * Moves the lines of the client's own users' carts into the user's cart for the client, in one
 * transaction with its audit entry: quantities of a product in both are added up and rounded up to
 * the pack like any add; stock is not checked (nothing is sold by moving lines: the order checks it).
 */
export async function takeOverClientCart(db: Database, user: AuthUser): Promise<CurrentOrderTakeoverData> {
  const clientCode = actingClientOf(user);
  const moved = await db.transaction(async (tx) => {
    // Taken in one statement: a customer's concurrent change of a taken line finds it gone and adds anew.
    const taken = await tx
      .delete(cartLines)
      .where(
        inArray(
          cartLines.cartId,
          tx
            .select({ id: carts.id })
            .from(carts)
            .innerJoin(users, eq(users.id, carts.userId))
            .where(and(eq(users.clientCode, clientCode), isNull(carts.clientCode))),
        ),
      )
      .returning({ code: cartLines.productCode, quantity: cartLines.quantity });
    if (taken.length === 0) return { lines: 0, units: 0 };
    const byCode = new Map<string, number>();
    for (const line of taken) byCode.set(line.code, (byCode.get(line.code) ?? 0) + line.quantity);
    const added = await addQuantitiesToCart(
      tx,
      userCartOwner(user),
      [...byCode].map(([code, add]) => ({ code, add })),
    );
    const units = taken.reduce((sum, line) => sum + line.quantity, 0);
    await recordAudit(tx, user, {
      entity: 'client',
      key: clientCode,
      action: 'takeoverCart',
      clientCode,
      after: { righe: byCode.size, pezzi: units },
    });
    return { lines: added.size, units };
  });
  return { righeSpostate: moved.lines, stato: await getCurrentOrder(db, user) };
}
