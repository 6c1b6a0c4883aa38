// The texts of the client directory (/clients) and the client record (/client/:code).
import { defineMessages } from 'react-intl';

export const directoryMessages = defineMessages({
  search: {
    id: 'management.clients.search',
    defaultMessage: 'Cerca cliente',
    description:
      "Label of the client directory's search box (it searches code, company name, VAT number and city)",
  },
  withoutAgent: {
    id: 'management.clients.filter.withoutAgent',
    defaultMessage: 'Senza agente',
    description: 'Option of the agent filter: clients no agent follows',
  },
  overCredit: {
    id: 'management.clients.filter.overCredit',
    defaultMessage: 'Oltre il fido',
    description: 'Option of the credit filter: clients whose exposure is above their credit limit',
  },
});

export const columnMessages = defineMessages({
  province: {
    id: 'management.clients.col.province',
    defaultMessage: 'Prov.',
    description: 'Directory column: province (two letters), abbreviated',
  },
  overLimitBadge: {
    id: 'management.clients.col.overLimit',
    defaultMessage: 'oltre fido',
    description: 'Badge beside an exposure above the credit limit',
  },
});
