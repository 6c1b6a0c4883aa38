// The quote statuses, named once. The customer sees a quote waiting for the shop's internal approval
// as one in preparation (the same words, the same colour as a draft); the reserved area names both.
import { defineMessages } from 'react-intl';

export const quoteStatusMessages = defineMessages({
  REQUESTED: { id: 'quotes.status.requested', defaultMessage: 'Richiesta', description: 'Quote status' },
  DRAFT: { id: 'quotes.status.draft', defaultMessage: 'In preparazione', description: 'Quote status' },
  PENDING_APPROVAL: {
    id: 'quotes.status.pendingApproval',
    defaultMessage: 'In preparazione',
    description:
      'Quote status (waiting for the shop’s internal approval; the customer sees it as in preparation)',
  },
  SENT: { id: 'quotes.status.sent', defaultMessage: 'Inviato', description: 'Quote status' },
  CHANGES_REQUESTED: {
    id: 'quotes.status.changesRequested',
    defaultMessage: 'Modifiche richieste',
    description: 'Quote status',
  },
  ACCEPTED: { id: 'quotes.status.accepted', defaultMessage: 'Accettato', description: 'Quote status' },
  DECLINED: { id: 'quotes.status.declined', defaultMessage: 'Rifiutato', description: 'Quote status' },
  WITHDRAWN: { id: 'quotes.status.withdrawn', defaultMessage: 'Annullato', description: 'Quote status' },
  EXPIRED: { id: 'quotes.status.expired', defaultMessage: 'Scaduto', description: 'Quote status' },
});

/** The reserved area's names: the two states the customer sees as "in preparation" told apart. */
export const staffQuoteStatusMessages = {
  ...quoteStatusMessages,
  ...defineMessages({
    DRAFT: { id: 'management.quotes.status.draft', defaultMessage: 'Bozza', description: 'Quote status' },
    PENDING_APPROVAL: {
      id: 'management.quotes.status.pendingApproval',
      defaultMessage: 'In approvazione',
      description: 'Quote status',
    },
  }),
};
