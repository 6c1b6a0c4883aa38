// Who is told about an order's issue (opened, a message, a status change) and where their link opens:
// each side opens the order where it reads it (the account; the reserved area's order record).
import { or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  bySide,
  clientAgent,
  clientUsers,
  findOrderFacts,
  findRecipients,
  findUserName,
  isCustomer,
  permissionHolders,
  recipientsOf,
  userById,
  type Delivery,
  type IssueMessageEvent,
  type IssueOpenedEvent,
  type IssueStatusChangedEvent,
  type NotificationPlanner,
} from '../notifications';

type IssueEvent = IssueMessageEvent | IssueOpenedEvent | IssueStatusChangedEvent;

/** The staff's order record, where its issues are handled. */
const issuesPath = (number: string) => `/orders/${number}`;

function dedupeBase(event: IssueEvent): string {
  switch (event.kind) {
    case 'issue.message':
      return `issue.message:${event.issueId}:${event.messageId}`;
    case 'issue.opened':
      return `issue.opened:${event.issueId}`;
    case 'issue.statusChanged':
      return `issue.status:${event.issueId}:${event.issueStatus}:${event.changeKey}`;
  }
}

async function planIssue(tx: Database, event: IssueEvent): Promise<Delivery[]> {
  const order = await findOrderFacts(tx, event.orderId);
  const staffPlacer = order.placedByStaff ? userById(order.placerId) : undefined;
  const base = { number: order.number, clientCode: order.clientCode, clientName: order.clientName };
  switch (event.kind) {
    case 'issue.message': {
      const all = await recipientsOf(
        tx,
        or(clientUsers(order.clientCode), clientAgent(order.clientCode), staffPlacer),
        event.by,
      );
      const [author] = (await findRecipients(tx, userById(event.by))).recipients;
      const params = { ...base, author: author?.name ?? '', excerpt: event.excerpt };
      const customersByMail = author !== undefined && !isCustomer(author);
      // Each side opens the order where it reads it (the account, the reserved area's record).
      return bySide(all, event.kind, params, order, { customersByMail, staffLink: issuesPath(order.number) });
    }
    case 'issue.opened': {
      const [author] = (await findRecipients(tx, userById(event.by))).recipients;
      const byCustomer = author === undefined || isCustomer(author);
      const audience = byCustomer
        ? or(permissionHolders('issues.manage', order.clientCode), staffPlacer)
        : or(clientUsers(order.clientCode), clientAgent(order.clientCode), staffPlacer);
      const all = await recipientsOf(tx, audience, event.by);
      const params = {
        ...base,
        author: author?.name ?? '',
        excerpt: event.excerpt,
        issueKind: event.issueKind,
        line: event.line,
      };
      return bySide(all, event.kind, params, order, {
        customersByMail: !byCustomer,
        staffLink: issuesPath(order.number),
      });
    }
    case 'issue.statusChanged': {
      const all = await recipientsOf(
        tx,
        or(clientUsers(order.clientCode), clientAgent(order.clientCode), staffPlacer),
        event.by,
      );
      const params = { ...base, issueStatus: event.issueStatus, changedBy: await findUserName(tx, event.by) };
      return bySide(all, event.kind, params, order, {
        customersByMail: true,
        staffLink: issuesPath(order.number),
      });
    }
  }
}

/** The issues' planner (modules/index.ts lists it with the other modules' planners). */
export const issueNotifications: NotificationPlanner<IssueEvent> = {
  kinds: ['issue.message', 'issue.opened', 'issue.statusChanged'],
  plan: planIssue,
  dedupeBase,
};
