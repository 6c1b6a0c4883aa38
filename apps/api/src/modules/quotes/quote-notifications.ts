// Who is told about a quote's change (QuoteEvent in notification-events.ts) and where their link
// opens: customers the quote in their account, staff the quote's record in the reserved area.
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, quoteRevisions, quotes } from '../../db/schema';
import {
  clientUsers,
  findRecipients,
  findUserName,
  genericMail,
  isCustomer,
  permissionHolders,
  userById,
  type Delivery,
  type NotificationPlanner,
  type QuoteEvent,
} from '../notifications';

async function quoteFacts(tx: Database, quoteId: number) {
  const [row] = await tx
    .select({
      number: quotes.number,
      clientCode: quotes.clientCode,
      clientName: clients.companyName,
      createdBy: quotes.createdBy,
      origin: quotes.origin,
      revision: quotes.currentRevision,
      revisionBy: quoteRevisions.createdBy,
      validUntil: quoteRevisions.validUntil,
      total: quoteRevisions.total,
    })
    .from(quotes)
    .innerJoin(clients, eq(clients.code, quotes.clientCode))
    .leftJoin(
      quoteRevisions,
      and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.currentRevision)),
    )
    .where(eq(quotes.id, quoteId))
    .limit(1);
  if (!row) throw new Error(`quote ${quoteId} not found for its notification`);
  return row;
}

async function planQuote(tx: Database, event: QuoteEvent): Promise<Delivery[]> {
  const quote = await quoteFacts(tx, event.quoteId);
  const makers = or(
    quote.origin === 'staff' ? userById(quote.createdBy) : undefined,
    quote.revisionBy !== null ? userById(quote.revisionBy) : undefined,
  );
  const audience = (() => {
    switch (event.kind) {
      case 'quote.requested':
        return permissionHolders('quotes.edit', quote.clientCode);
      case 'quote.sent':
      case 'quote.revised':
      case 'quote.extended':
        return clientUsers(quote.clientCode);
      case 'quote.approvalRequested':
        return permissionHolders('quotes.approve', quote.clientCode);
      case 'quote.approved':
        return or(clientUsers(quote.clientCode), makers);
      default:
        return makers;
    }
  })();
  if (!audience) return [];
  const { recipients } = await findRecipients(tx, audience);
  const params = {
    quoteNumber: quote.number,
    clientCode: quote.clientCode,
    clientName: quote.clientName,
    revision: quote.revision,
    validUntil: quote.validUntil,
    by: await findUserName(tx, event.by),
    reason: event.reason ?? '',
  };
  const others = recipients.filter((r) => r.id !== event.by);
  const mail = genericMail(event.kind, params);
  // An approval is internal: the client's users hear that the quote was sent to them, by whoever
  // sent it for approval; only its makers hear that it was approved.
  const approved = event.kind === 'quote.approved';
  const customerKind = approved ? 'quote.sent' : event.kind;
  const customerParams =
    approved && quote.revisionBy !== null
      ? { ...params, by: await findUserName(tx, quote.revisionBy) }
      : params;
  // "P2026/000001" is read at /quotes/2026/000001 (and /account/quotes/2026/000001).
  const quotePath = quote.number.replace(/^P/, '');
  return [
    {
      recipients: others.filter(isCustomer),
      kind: customerKind,
      params: customerParams,
      link: `/account/quotes/${quotePath}`,
      mail: approved ? genericMail(customerKind, customerParams) : mail,
    },
    {
      recipients: others.filter((r) => !isCustomer(r)),
      kind: event.kind,
      params,
      link: `/quotes/${quotePath}`,
      mail,
    },
  ];
}

/** The quotes' planner (modules/index.ts lists it with the other modules' planners). */
export const quoteNotifications: NotificationPlanner<QuoteEvent> = {
  kinds: [
    'quote.requested',
    'quote.sent',
    'quote.revised',
    'quote.extended',
    'quote.accepted',
    'quote.declined',
    'quote.changesRequested',
    'quote.approvalRequested',
    'quote.approved',
    'quote.rejected',
  ],
  plan: planQuote,
  dedupeBase: (event) => `${event.kind}:${event.quoteId}:${event.changeKey}`,
};
