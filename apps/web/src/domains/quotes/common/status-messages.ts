// The quote statuses, named once. The customer sees a quote waiting for the shop's internal approval
// as one in preparation (the same words, the same colour as a draft); the reserved area names both.
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';

export const quoteStatusMessages = defineMessages({
  REQUESTED: { id: 'quotes.status.requested', defaultMessage: 'Richiesta', description: 'Quote status' },
  DRAFT: commonMessages.inPreparation,
  PENDING_APPROVAL: commonMessages.inPreparation,
  SENT: { id: 'quotes.status.sent', defaultMessage: 'Inviato', description: 'Quote status' },
  CHANGES_REQUESTED: commonMessages.changesRequested,
  ACCEPTED: { id: 'quotes.status.accepted', defaultMessage: 'Accettato', description: 'Quote status' },
  DECLINED: { id: 'quotes.status.declined', defaultMessage: 'Rifiutato', description: 'Quote status' },
  WITHDRAWN: { id: 'quotes.status.withdrawn', defaultMessage: 'Annullato', description: 'Quote status' },
  EXPIRED: commonMessages.expired,
});

/** The reserved area's names: the two states the customer sees as "in preparation" told apart. */
export const staffQuoteStatusMessages = {
  ...quoteStatusMessages,
  ...defineMessages({
    DRAFT: commonMessages.draft,
    PENDING_APPROVAL: {
      id: 'management.quotes.status.pendingApproval',
      defaultMessage: 'In approvazione',
      description: 'Quote status',
    },
  }),
};
