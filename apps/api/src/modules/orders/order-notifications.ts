// Who is told about an order's life (placed, status, documents, approvals) and where their link opens:
// the orders' planner (modules/index.ts lists it with the other modules' planners).
import { or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  bySide,
  clientPath,
  clientUsers,
  findOrderFacts,
  findRecipients,
  findUserName,
  genericMail,
  isCustomer,
  orderConfirmationMail,
  orderPath,
  permissionHolders,
  recipientsOf,
  userById,
  type ApprovalDecidedEvent,
  type ApprovalRequestedEvent,
  type Delivery,
  type DocumentReadyEvent,
  type NotificationPlanner,
  type OrderPlacedEvent,
  type OrderStatusChangedEvent,
} from '../notifications';

type OrderEvent =
  | OrderPlacedEvent
  | OrderStatusChangedEvent
  | ApprovalRequestedEvent
  | ApprovalDecidedEvent
  | DocumentReadyEvent;

function dedupeBase(event: OrderEvent): string {
  switch (event.kind) {
    case 'order.placed':
      return `order.placed:${event.orderId}`;
    case 'order.statusChanged':
      return `order.status:${event.orderId}:${event.status}`;
    case 'approval.requested':
    case 'approval.approved':
    case 'approval.rejected':
      return `${event.kind}:${event.orderId}`;
    case 'document.ready':
      return `document.ready:${event.documentKey}`;
  }
}

/** Who is told what: one delivery per audience. */
async function planOrderEvent(tx: Database, event: OrderEvent): Promise<Delivery[]> {
  if (event.kind === 'order.placed') return planOrderPlaced(tx, event);
  if (event.kind === 'document.ready') {
    const { recipients, clientName } = await findRecipients(
      tx,
      clientUsers(event.clientCode),
      event.clientCode,
    );
    const number = event.orderId === undefined ? null : (await findOrderFacts(tx, event.orderId)).number;
    const params = {
      document: event.document,
      documentNumber: event.documentNumber,
      number,
      clientCode: event.clientCode,
      clientName,
    };
    return [
      { recipients, kind: event.kind, params, link: event.link, mail: genericMail(event.kind, params) },
    ];
  }

  const order = await findOrderFacts(tx, event.orderId);
  const staffPlacer = order.placedByStaff ? userById(order.placerId) : undefined;
  const base = { number: order.number, clientCode: order.clientCode, clientName: order.clientName };
  switch (event.kind) {
    case 'order.statusChanged': {
      const all = await recipientsOf(tx, or(clientUsers(order.clientCode), staffPlacer), event.by);
      const params = { ...base, status: event.status };
      return bySide(all, event.kind, params, order, { customersByMail: true });
    }
    case 'approval.requested': {
      const all = await recipientsOf(
        tx,
        permissionHolders(event.permission, order.clientCode),
        order.placerId,
      );
      const params = {
        ...base,
        total: Number(order.total),
        decimals: order.decimals,
        reason: event.reason,
        reasonCodes: event.reasonCodes ?? null,
        placedBy: order.placerName,
      };
      // Approvers are staff: the link opens the order's record, where they approve or reject it.
      const link = `/orders/${order.number}`;
      return [{ recipients: all, kind: event.kind, params, link, mail: genericMail(event.kind, params) }];
    }
    case 'approval.approved':
    case 'approval.rejected': {
      const all = await recipientsOf(
        tx,
        or(clientUsers(order.clientCode), userById(order.placerId)),
        event.by,
      );
      const params = {
        ...base,
        decidedBy: await findUserName(tx, event.by),
        reason: event.reason ?? '',
        edited: event.edited ?? false,
      };
      return bySide(all, event.kind, params, order, { customersByMail: true });
    }
  }
}

async function planOrderPlaced(tx: Database, event: OrderPlacedEvent): Promise<Delivery[]> {
  const { order } = event;
  const { recipients, clientName } = await findRecipients(
    tx,
    or(clientUsers(order.clientCode), event.onBehalf ? userById(event.placerId) : undefined) ??
      clientUsers(order.clientCode),
    order.clientCode,
  );
  const params = {
    number: order.number,
    total: Number(order.total),
    decimals: order.decimals,
    lines: order.lines.length,
    clientCode: order.clientCode,
    clientName,
    placedBy: order.placedBy,
    placedByType: order.placedByType,
  };
  const mailData = { ...order, clientName };
  return [
    {
      recipients: recipients.filter(isCustomer),
      kind: 'order.placed',
      params,
      link: orderPath(order.number),
      mail: (recipient, link) => orderConfirmationMail(mailData, recipient.name, recipient.language, link),
    },
    {
      recipients: recipients.filter((r) => !isCustomer(r) && r.id === event.placerId),
      kind: 'order.placedFor',
      params,
      link: clientPath(order.clientCode),
      mail: null,
    },
  ];
}

/** The orders' planner: the order's life, its approvals (approvals and quotes announce them too) and documents. */
export const orderNotifications: NotificationPlanner<OrderEvent> = {
  kinds: [
    'order.placed',
    'order.statusChanged',
    'approval.requested',
    'approval.approved',
    'approval.rejected',
    'document.ready',
  ],
  alsoWrites: ['order.placedFor'],
  plan: planOrderEvent,
  dedupeBase,
};
