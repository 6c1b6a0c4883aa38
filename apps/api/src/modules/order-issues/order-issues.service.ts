// Issues (criticità) on orders: the grid, an order's issues with their threads, opening one (on the
// order or one of its lines), replying, changing its status. Everything in the user's client scope (a
// customer: his own orders; an agent: the clients he follows); out of reach is 404, as missing. Each
// change is one transaction with its audit entry (on the order) and its notifications (the other side).
import {
  isCustomerTipo,
  type IssuesListData,
  type IssuesListQuery,
  type IssuesOpenPayload,
  type IssuesReplyPayload,
  type IssuesSetstatusPayload,
  type Language,
  type OrderIssue,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderIssueMessages, orderIssues } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import { clientScopeOf } from '../../kernel/client-scope';
import { notify } from '../notifications';
import {
  findIssueRows,
  findIssuesPage,
  findMessages,
  findScopedIssue,
  findScopedOrder,
  orderHasLine,
} from './order-issues.repository';
import { toIssueSummary, toIssues } from './order-issues.view';

/** How much of a message a notification shows. */
const EXCERPT_LENGTH = 140;
const excerpt = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;

const orderNotFound = () => new AppError(404, 'NOT_FOUND', 'issues.orderNotFound', { field: 'numero' });
const issueNotFound = () => new AppError(404, 'NOT_FOUND', 'issues.notFound', { field: 'id' });

export async function listIssues(
  db: Database,
  user: AuthUser,
  query: IssuesListQuery,
): Promise<IssuesListData> {
  const { rows, total } = await findIssuesPage(db, clientScopeOf(user), query);
  return listData(
    rows.map((row) => toIssueSummary(row, query.Lingua)),
    total,
    query,
  );
}

async function issuesWhere(db: Database, where: Parameters<typeof findIssueRows>[1], language: Language) {
  const rows = await findIssueRows(db, where);
  const messages = await findMessages(
    db,
    rows.map((row) => row.issue.id),
  );
  return toIssues(rows, messages, language);
}

async function oneIssue(db: Database, id: number, language: Language): Promise<OrderIssue> {
  const [issue] = await issuesWhere(db, eq(orderIssues.id, id), language);
  if (!issue) throw issueNotFound();
  return issue;
}

export async function listOrderIssues(
  db: Database,
  user: AuthUser,
  number: string,
  language: Language,
): Promise<OrderIssue[]> {
  const order = await findScopedOrder(db, clientScopeOf(user), number);
  if (!order) throw orderNotFound();
  return issuesWhere(db, eq(orderIssues.orderId, order.id), language);
}

export async function openIssue(db: Database, user: AuthUser, input: IssuesOpenPayload): Promise<OrderIssue> {
  const id = await db.transaction(async (tx) => {
    const order = await findScopedOrder(tx, clientScopeOf(user), input.numero);
    if (!order) throw orderNotFound();
    const line = input.riga ?? null;
    if (line !== null && !(await orderHasLine(tx, order.id, line))) {
      throw new AppError(422, 'VALIDATION', 'issues.lineNotFound', { field: 'riga', params: { line } });
    }
    const [issue] = await tx
      .insert(orderIssues)
      .values({ orderId: order.id, lineNo: line, kind: input.tipo, openedBy: user.id })
      .returning({ id: orderIssues.id });
    if (!issue) throw new Error('issue not written');
    await tx.insert(orderIssueMessages).values({
      issueId: issue.id,
      userId: user.id,
      byCustomer: isCustomerTipo(user.tipo),
      body: input.testo,
    });
    await recordAudit(tx, user, {
      entity: 'order',
      key: order.number,
      action: 'issue.open',
      clientCode: order.clientCode,
      after: { criticita: issue.id, riga: line, tipo: input.tipo, stato: 'aperta' },
      kinds: { tipo: 'tipoCriticita', stato: 'statoCriticita' },
    });
    await notify(tx, {
      kind: 'issue.opened',
      orderId: order.id,
      issueId: issue.id,
      by: user.id,
      issueKind: input.tipo,
      line,
      excerpt: excerpt(input.testo),
    });
    return issue.id;
  });
  return oneIssue(db, id, input.Lingua);
}

export async function replyToIssue(
  db: Database,
  user: AuthUser,
  input: IssuesReplyPayload,
): Promise<OrderIssue> {
  await db.transaction(async (tx) => {
    const issue = await findScopedIssue(tx, clientScopeOf(user), input.id, true);
    if (!issue) throw issueNotFound();
    if (issue.status === 'chiusa') throw new AppError(409, 'CONFLICT', 'issues.closed', { field: 'id' });
    const [message] = await tx
      .insert(orderIssueMessages)
      .values({
        issueId: issue.id,
        userId: user.id,
        byCustomer: isCustomerTipo(user.tipo),
        body: input.testo,
      })
      .returning({ id: orderIssueMessages.id });
    if (!message) throw new Error('message not written');
    await tx.update(orderIssues).set({ updatedAt: new Date() }).where(eq(orderIssues.id, issue.id));
    await notify(tx, {
      kind: 'issue.message',
      orderId: issue.orderId,
      issueId: issue.id,
      messageId: message.id,
      by: user.id,
      excerpt: excerpt(input.testo),
    });
  });
  return oneIssue(db, input.id, input.Lingua);
}

export async function setIssueStatus(
  db: Database,
  user: AuthUser,
  input: IssuesSetstatusPayload,
): Promise<OrderIssue> {
  await db.transaction(async (tx) => {
    const issue = await findScopedIssue(tx, clientScopeOf(user), input.id, true);
    if (!issue) throw issueNotFound();
    if (issue.status === input.stato) {
      throw new AppError(409, 'CONFLICT', 'issues.sameStatus', { field: 'stato' });
    }
    const now = new Date();
    await tx
      .update(orderIssues)
      .set({ status: input.stato, updatedAt: now })
      .where(eq(orderIssues.id, issue.id));
    if (input.testo) {
      await tx.insert(orderIssueMessages).values({
        issueId: issue.id,
        userId: user.id,
        byCustomer: isCustomerTipo(user.tipo),
        body: input.testo,
      });
    }
    await recordAudit(tx, user, {
      entity: 'order',
      key: issue.number,
      action: 'issue.status',
      clientCode: issue.clientCode,
      before: { criticita: issue.id, stato: issue.status },
      after: { criticita: issue.id, stato: input.stato },
      kinds: { stato: 'statoCriticita' },
    });
    await notify(tx, {
      kind: 'issue.statusChanged',
      orderId: issue.orderId,
      issueId: issue.id,
      by: user.id,
      issueStatus: input.stato,
      changeKey: String(now.getTime()),
    });
  });
  return oneIssue(db, input.id, input.Lingua);
}
