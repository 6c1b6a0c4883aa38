// Notifications and the outbox: the REST contract's records and list fields <-> GraphQL, in one place.
import type {
  NotificationItem,
  NotificationKind as RestKind,
  OutboxMessage as RestOutboxMessage,
  OutboxSortField as RestSortField,
} from '@shop/contract';
import type {
  Notification,
  NotificationKind,
  NotificationOrder,
  OutboxFilter,
  OutboxMessage,
  OutboxSort,
  OutboxSortField,
  OutboxStatus,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';
import { toGraphqlLanguage } from '../../kernel/language';

const KINDS: Record<RestKind, NotificationKind> = {
  'order.placed': 'ORDER_PLACED',
  'order.placedFor': 'ORDER_PLACED_FOR',
  'order.statusChanged': 'ORDER_STATUS_CHANGED',
  'approval.requested': 'APPROVAL_REQUESTED',
  'approval.approved': 'APPROVAL_APPROVED',
  'approval.rejected': 'APPROVAL_REJECTED',
  'document.ready': 'DOCUMENT_READY',
  'issue.message': 'ISSUE_MESSAGE',
  'issue.opened': 'ISSUE_OPENED',
  'issue.statusChanged': 'ISSUE_STATUS_CHANGED',
  'quote.requested': 'QUOTE_REQUESTED',
  'quote.sent': 'QUOTE_SENT',
  'quote.revised': 'QUOTE_REVISED',
  'quote.extended': 'QUOTE_EXTENDED',
  'quote.accepted': 'QUOTE_ACCEPTED',
  'quote.declined': 'QUOTE_DECLINED',
  'quote.changesRequested': 'QUOTE_CHANGES_REQUESTED',
  'quote.approvalRequested': 'QUOTE_APPROVAL_REQUESTED',
  'quote.approved': 'QUOTE_APPROVED',
  'quote.rejected': 'QUOTE_REJECTED',
  'return.requested': 'RETURN_REQUESTED',
  'return.decided': 'RETURN_DECIDED',
  'return.message': 'RETURN_MESSAGE',
};

export function toNotification(n: NotificationItem): Notification {
  const number = n.parametri.number;
  return {
    id: String(n.id),
    kind: KINDS[n.tipo],
    title: n.titolo,
    text: n.testo,
    link: n.link,
    orderNumber: typeof number === 'string' ? number : null,
    params: JSON.stringify(n.parametri),
    createdAt: n.data,
    readAt: n.letta,
  };
}

export function toOutboxMessage(m: RestOutboxMessage): OutboxMessage {
  return {
    id: String(m.id),
    kind: KINDS[m.tipo],
    recipient: m.destinatario,
    language: toGraphqlLanguage(m.lingua),
    subject: m.oggetto,
    body: m.testo,
    status: m.stato.toUpperCase() as OutboxStatus,
    attempts: m.tentativi,
    nextAttemptAt: m.prossimoTentativo,
    lastError: m.ultimoErrore,
    sentAt: m.inviata,
    createdAt: m.creata,
  };
}

const ORDERS: Record<NotificationOrder, string> = { UNREAD_FIRST: 'nonLettePrima', NEWEST_FIRST: 'recenti' };
export const toRestOrder = (order: NotificationOrder | null | undefined) =>
  order ? ORDERS[order] : undefined;

const SORT: Record<OutboxSortField, RestSortField> = {
  CREATED_AT: 'creata',
  STATUS: 'stato',
  RECIPIENT: 'destinatario',
  SUBJECT: 'oggetto',
  ATTEMPTS: 'tentativi',
  NEXT_ATTEMPT_AT: 'prossimoTentativo',
  SENT_AT: 'inviata',
};

export function toOutboxListFields(args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: OutboxSort | null;
  filter?: OutboxFilter | null;
}): FormFields {
  const { sort, filter } = args;
  return {
    page: args.page ?? 1,
    pageSize: args.pageSize ?? 50,
    search: args.search ?? undefined,
    sort: sort ? `${sort.direction === 'DESC' ? '-' : ''}${SORT[sort.field]}` : undefined,
    stato: filter?.status?.toLowerCase(),
    dal: filter?.createdFrom ?? undefined,
    al: filter?.createdTo ?? undefined,
  };
}

/** REST field names in errors -> the GraphQL argument paths the client sent. */
export const NOTIFICATION_FIELDS: Record<string, string> = {
  page: 'page',
  pageSize: 'pageSize',
  Lingua: 'language',
  ids: 'ids',
  id: 'id',
  search: 'search',
  sort: 'sort',
  stato: 'filter.status',
  dal: 'filter.createdFrom',
  al: 'filter.createdTo',
};
