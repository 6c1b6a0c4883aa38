// notify(tx, event): the one entry point other services call, inside their own transaction, to tell
// people about a change. It resolves the recipients from the data, writes their in-app notifications
// (kind + params; texts rendered when read) and queues their e-mails in the outbox (rendered now, in
// each recipient's language), all in one statement of `tx`: a change that rolls back tells nobody, a
// committed one is never lost, and a dedupe key per event and recipient makes a second call a no-op.
import type { NotificationKind } from '@shop/contract';
import { or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox, notifications } from '../../db/schema';
import type { Params } from './format';
import { notificationMail, orderConfirmationMail, type MailContent } from './mail-texts';
import type { NotificationEvent, OrderPlacedEvent } from './notification-events';
import { isQuoteEvent, planQuote } from './quote-deliveries';
import { isReturnEvent, planReturn, returnDedupeBase } from './return-deliveries';
import {
  clientAgent,
  clientUsers,
  findOrderFacts,
  findRecipients,
  findUserName,
  permissionHolders,
  userById,
  type Recipient,
} from './recipients';

/** Links in e-mails start with this marker; the sender completes them with SHOP_URL (see README). */
export const SHOP_LINK = '{{shop}}';

/** One message to a set of recipients: what notify writes for each of them. */
export interface Delivery {
  recipients: readonly Recipient[];
  kind: NotificationKind;
  params: Params;
  /** A shop path (the web adds the language prefix). */
  link: string | null;
  /** The recipient's e-mail, or null for in-app only. */
  mail: ((recipient: Recipient, link: string) => MailContent) | null;
}

export interface NotifyResult {
  notifications: number;
  mails: number;
}

const isCustomer = (r: Recipient) => r.tipo === 'C' || r.tipo === 'WC' || r.tipo === 'WU';
const orderPath = (number: string) => `/account/orders/${number}`;
const clientPath = (clientCode: string) => `/client/${clientCode}`;
/** The staff's order record, where its issues are handled. */
const issuesPath = (number: string) => `/orders/${number}`;

/** A shop path as an e-mail link: the language's prefix, and the marker the sender replaces. */
export function mailLink(path: string, language: 'it' | 'en'): string {
  return `${SHOP_LINK}${language === 'en' ? '/en' : ''}${path}`;
}

/** Replaces the link marker of a queued e-mail by the shop's address. */
export function completeLinks(text: string, shopUrl: string): string {
  return text.split(SHOP_LINK).join(shopUrl);
}

export async function notify(tx: Database, event: NotificationEvent): Promise<NotifyResult> {
  const deliveries = await plan(tx, event);
  return write(tx, dedupeBase(event), deliveries);
}

function dedupeBase(event: NotificationEvent): string {
  if (isReturnEvent(event)) return returnDedupeBase(event);
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
    case 'issue.message':
      return `issue.message:${event.issueId}:${event.messageId}`;
    case 'issue.opened':
      return `issue.opened:${event.issueId}`;
    case 'issue.statusChanged':
      return `issue.status:${event.issueId}:${event.issueStatus}:${event.changeKey}`;
    default:
      return `${event.kind}:${event.quoteId}:${event.changeKey}`;
  }
}

/** Who is told what: one delivery per audience. */
async function plan(tx: Database, event: NotificationEvent): Promise<Delivery[]> {
  if (event.kind === 'order.placed') return planOrderPlaced(tx, event);
  if (isQuoteEvent(event)) return planQuote(tx, event);
  if (isReturnEvent(event)) return planReturn(tx, event);
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

async function recipientsOf(tx: Database, condition: SQL | undefined, except?: number) {
  if (!condition) return [];
  const { recipients } = await findRecipients(tx, condition);
  return recipients.filter((r) => r.id !== except);
}

/** The client's users see the order in their account; staff on the client's record. */
function bySide(
  recipients: readonly Recipient[],
  kind: NotificationKind,
  params: Params,
  order: { number: string; clientCode: string },
  options: { customersByMail: boolean; link?: string; staffLink?: string },
): Delivery[] {
  const customers = recipients.filter(isCustomer);
  const staff = recipients.filter((r) => !isCustomer(r));
  return [
    {
      recipients: customers,
      kind,
      params,
      link: options.link ?? orderPath(order.number),
      mail: options.customersByMail ? genericMail(kind, params) : null,
    },
    {
      recipients: staff,
      kind,
      params,
      link: options.link ?? options.staffLink ?? clientPath(order.clientCode),
      mail: null,
    },
  ];
}

export function genericMail(kind: NotificationKind, params: Params) {
  return (recipient: Recipient, link: string) =>
    notificationMail(kind, params, recipient.name, recipient.language, link);
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

/** Writes every notification and e-mail of an event in one statement; what exists already is kept. */
async function write(tx: Database, base: string, deliveries: readonly Delivery[]): Promise<NotifyResult> {
  const inApp: SQL[] = [];
  const mails: SQL[] = [];
  for (const delivery of deliveries) {
    const key = `${base}:${delivery.kind}`;
    const params = JSON.stringify(delivery.params);
    for (const recipient of delivery.recipients) {
      inApp.push(sql`(${recipient.id}, ${delivery.kind}, ${params}::jsonb, ${delivery.link}, ${key})`);
      if (!delivery.mail || !recipient.email) continue;
      const link = mailLink(delivery.link ?? '/', recipient.language);
      const { subject, body } = delivery.mail(recipient, link);
      mails.push(
        sql`(${delivery.kind}, ${recipient.id}, ${recipient.email}, ${recipient.language}, ${subject}, ${body}, ${`${key}:${recipient.id}`})`,
      );
    }
  }
  const insertInApp = sql`insert into ${notifications} (user_id, kind, params, link, dedupe_key)
    values ${sql.join(inApp, sql`, `)} on conflict (user_id, dedupe_key) do nothing`;
  const insertMails = sql`insert into ${mailOutbox}
    (kind, recipient_user_id, recipient, language, subject, body, dedupe_key)
    values ${sql.join(mails, sql`, `)} on conflict (dedupe_key) do nothing`;
  if (inApp.length > 0 && mails.length > 0) {
    await tx.execute(sql`with in_app as (${insertInApp}) ${insertMails}`);
  } else if (inApp.length > 0) {
    await tx.execute(insertInApp);
  }
  return { notifications: inApp.length, mails: mails.length };
}
