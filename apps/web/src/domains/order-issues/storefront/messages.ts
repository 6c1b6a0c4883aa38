import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { issueStatusMessages } from '../common/status-messages';

export const issueMessages = defineMessages({
  title: {
    id: 'orderIssues.title',
    defaultMessage: 'Segnalazioni',
    description: 'Heading of the card with the issues (damaged, missing goods…) of an order',
  },
  intro: {
    id: 'orderIssues.intro',
    defaultMessage: 'Merce danneggiata, mancante, un articolo sbagliato o un ritardo? Scrivici qui.',
    description: 'Text under the issues heading on the customer order page',
  },
  none: {
    id: 'orderIssues.none',
    defaultMessage: 'Nessuna segnalazione su questo ordine.',
    description: 'The order has no issue',
  },
  loading: {
    id: 'orderIssues.loading',
    defaultMessage: 'Caricamento delle segnalazioni',
    description: 'Accessible name of the spinner while the issues load',
  },
  loadFailed: {
    id: 'orderIssues.loadFailed',
    defaultMessage: 'Non è stato possibile caricare le segnalazioni.',
    description: 'The issues could not be loaded',
  },
  openNew: {
    id: 'orderIssues.openNew',
    defaultMessage: 'Apri una segnalazione',
    description: 'Heading of the form that opens a new issue',
  },
  kind: commonMessages.problem,
  line: commonMessages.line,
  wholeOrder: {
    id: 'orderIssues.wholeOrder',
    defaultMessage: 'Tutto l’ordine',
    description: 'Option of the line select: the issue is about the whole order',
  },
  lineOption: {
    id: 'orderIssues.lineOption',
    defaultMessage: 'Riga {line}: {code} {description}',
    description: 'Option of the line select: one order line',
  },
  text: {
    id: 'orderIssues.text',
    defaultMessage: 'Descrivi il problema',
    description: 'Label of the text of a new issue',
  },
  submit: {
    id: 'orderIssues.submit',
    defaultMessage: 'Invia la segnalazione',
    description: 'Button that opens the issue',
  },
  opened: {
    id: 'orderIssues.opened',
    defaultMessage: 'Segnalazione inviata: ti risponderemo qui.',
    description: 'Confirmation after opening an issue',
  },
  reply: {
    id: 'orderIssues.reply',
    defaultMessage: 'Rispondi',
    description: 'Label of the reply box of an issue thread',
  },
  send: commonMessages.send,
  closedNote: {
    id: 'orderIssues.closedNote',
    defaultMessage: 'La segnalazione è chiusa.',
    description: 'Under a closed issue thread: no more replies',
  },
  status: commonMessages.status,
  setStatus: {
    id: 'orderIssues.setStatus',
    defaultMessage: 'Cambia stato',
    description: 'Button that changes the status of an issue (staff)',
  },
  issueHeading: {
    id: 'orderIssues.issueHeading',
    defaultMessage: '{kind} – {where}',
    description: 'Heading of one issue: its kind and what it is about (the order or a line)',
  },
  onOrder: {
    id: 'orderIssues.onOrder',
    defaultMessage: 'ordine intero',
    description: 'An issue about the whole order',
  },
  onLine: {
    id: 'orderIssues.onLine',
    defaultMessage: 'riga {line} ({code})',
    description: 'An issue about one line of the order',
  },
  openedBy: {
    id: 'orderIssues.openedBy',
    defaultMessage: 'Aperta da {name} il {date}',
    description: 'Who opened an issue and when',
  },
  staffSide: commonMessages.staff,
  customerSide: commonMessages.customer,
  required: commonMessages.writeAMessage,
  failed: {
    id: 'orderIssues.failed',
    defaultMessage: 'Non è stato possibile inviare: {reason}',
    description: 'Error after a failed send, with the reason',
  },
  unreachable: commonMessages.serviceNotAnswering,
  DAMAGED: { id: 'orderIssues.kind.damaged', defaultMessage: 'Merce danneggiata', description: 'Issue kind' },
  MISSING: { id: 'orderIssues.kind.missing', defaultMessage: 'Merce mancante', description: 'Issue kind' },
  WRONG_ITEM: commonMessages.wrongItem,
  LATE: { id: 'orderIssues.kind.late', defaultMessage: 'Ritardo', description: 'Issue kind' },
  OTHER: commonMessages.otherChoice,
  OPEN: issueStatusMessages.OPEN,
  IN_PROGRESS: issueStatusMessages.IN_PROGRESS,
  CLOSED: issueStatusMessages.CLOSED,
});
