// The orders grid and an order's record (orders.read): every order in the user's client scope, an
// agent's only for the clients he follows; one out of reach is 404, as one that does not exist.
import type { Language, OrderRecord, OrdersListData, OrdersListQuery } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { findApprovals, toOrderApproval } from '../approvals';
import { clientScopeOf } from '../../kernel/client-scope';
import {
  findOrderDocuments,
  findOrderHead,
  findOrderHistory,
  findOrderLines,
  findOrdersPage,
} from './orders.repository';
import { toOrderGridItem, toOrderRecord } from './orders.view';

export async function listOrdersGrid(
  db: Database,
  user: AuthUser,
  query: OrdersListQuery,
): Promise<OrdersListData> {
  if (query.dataDa && query.dataA && query.dataDa > query.dataA) {
    throw new AppError(422, 'VALIDATION', 'order.badDateRange', { field: 'dataDa' });
  }
  const { rows, total } = await findOrdersPage(db, clientScopeOf(user), query);
  return listData(rows.map(toOrderGridItem), total, query);
}

export async function getOrderRecord(
  db: Database,
  user: AuthUser,
  number: string,
  language: Language,
): Promise<OrderRecord> {
  const head = await findOrderHead(db, clientScopeOf(user), number);
  if (!head) throw new AppError(404, 'NOT_FOUND', 'orders.notFound', { field: 'numero' });
  const [lines, history, documents, approvals] = await Promise.all([
    findOrderLines(db, head.order.id),
    findOrderHistory(db, head.order.id),
    findOrderDocuments(db, head.order.id),
    findApprovals(db, [head.order.id]),
  ]);
  return toOrderRecord(
    head,
    lines,
    history,
    documents,
    language,
    user,
    toOrderApproval(approvals.get(head.order.id)),
  );
}
