// An order's audit log as the order's and the client's pages show it: the fields the API logs for an
// order (their REST names) → their labels, and the names of the coded values (statuses, channels).
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import type { AuditValueLabels } from '../../../app/manage/audit/audit-values';
import { orderStatusMessages } from '../common/status-messages';
import { orderChannelMessages } from './messages';
import { ISSUE_KINDS, issueMessages, issueStatusMessages } from '../../order-issues/index';

export const orderAuditFieldMessages = defineMessages({
  numero: {
    id: 'management.orders.audit.numero',
    defaultMessage: 'Numero dell’ordine',
    description: 'Audit field of an order: its number',
  },
  totale: commonMessages.total,
  canale: manageCommonMessages.channel,
  righe: commonMessages.lines,
  stato: commonMessages.status,
  nota: manageCommonMessages.note,
  dataPrevista: {
    id: 'management.orders.audit.dataPrevista',
    defaultMessage: 'Spedizione prevista del residuo',
    description: 'Audit field of an order: the day the rest of a partly shipped order is expected to ship',
  },
  ddt: {
    id: 'management.orders.audit.ddt',
    defaultMessage: 'DDT',
    description: 'Audit field of an order: the number(s) of the delivery note(s) (documento di trasporto)',
  },
  pezzi: commonMessages.units,
  criticita: {
    id: 'management.orders.audit.criticita',
    defaultMessage: 'Segnalazione n.',
    description: 'Audit field of an order: the number of a problem reported on it',
  },
  tipo: {
    id: 'management.orders.audit.tipo',
    defaultMessage: 'Tipo di problema',
    description: 'Audit field of an order: the kind of a problem reported on it (damaged, missing...)',
  },
  riga: {
    id: 'management.orders.audit.riga',
    defaultMessage: 'Articolo segnalato',
    description: 'Audit field of an order: the product code of the line a problem was reported on',
  },
  fattura: manageCommonMessages.invoice,
});

/** The coded values of an order's log: its statuses, the channel it came in by, its reported problems. */
export const orderAuditValueLabels: AuditValueLabels = {
  ORDER_STATUS: orderStatusMessages,
  ORDER_CHANNEL: orderChannelMessages,
  ORDER_ISSUE_STATUS: issueStatusMessages,
  ORDER_ISSUE_KIND: Object.fromEntries(ISSUE_KINDS.map((kind) => [kind, issueMessages[kind]])),
};
