// Issues on orders: thin resolvers over the REST calls. Customers and staff use the same calls (the
// API keeps each to his client scope); an order or issue out of reach is NOT_FOUND, a refused value
// BAD_USER_INPUT on the GraphQL argument.
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import {
  issueField,
  toIssueKind,
  toIssueListFields,
  toIssueSide,
  toIssueStatus,
  toOpenFields,
  toOrderIssuesFields,
  toReplyFields,
  toSetStatusFields,
} from './order-issues.mapping';

const renamed = (error: unknown) => renameFields(error, issueField);

export const orderIssuesResolvers: Resolvers = {
  Query: {
    orderIssues: (_root, args, { upstream }) =>
      upstream.orderIssues.list(toIssueListFields(args)).catch(renamed),
  },
  Mutation: {
    openOrderIssue: (_root, args, { upstream }) =>
      upstream.orderIssues.open(toOpenFields(args)).catch(renamed),
    replyToOrderIssue: (_root, args, { upstream }) =>
      upstream.orderIssues.reply(toReplyFields(args)).catch(renamed),
    setOrderIssueStatus: (_root, args, { upstream }) =>
      upstream.orderIssues.setStatus(toSetStatusFields(args)).catch(renamed),
  },
  Order: {
    issues: (order, { language }, { upstream }) =>
      upstream.orderIssues.ofOrder(toOrderIssuesFields(order.numero, language)),
  },
  ManagedOrder: {
    issues: (order, { language }, { upstream }) =>
      upstream.orderIssues.ofOrder(toOrderIssuesFields(order.numero, language)),
  },
  OrderIssue: {
    id: (i) => String(i.id),
    orderNumber: (i) => i.numero,
    client: (i) => ({ code: i.cliente.codice, name: i.cliente.ragioneSociale }),
    line: (i) => i.riga,
    product: (i) => (i.articolo ? { code: i.articolo.codice, description: i.articolo.descrizione } : null),
    kind: (i) => toIssueKind(i.tipo),
    status: (i) => toIssueStatus(i.stato),
    openedBy: (i) => i.apertaDa,
    side: (i) => toIssueSide(i.lato),
    openedAt: (i) => i.aperta,
    updatedAt: (i) => i.aggiornata,
    messageCount: (i) => i.messaggi,
    messages: (i) => ('thread' in i ? i.thread : []),
  },
  OrderIssueMessage: {
    id: (m) => String(m.id),
    text: (m) => m.testo,
    author: (m) => m.autore,
    side: (m) => toIssueSide(m.lato),
    date: (m) => m.data,
  },
};
