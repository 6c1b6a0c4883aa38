// The staff's returns pages: the grid (/reqresi) and a return's record with its decision.
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const returnsPageMessages = defineMessages({
  title: {
    id: 'management.returns.title',
    defaultMessage: 'Richieste di reso',
    description: 'Title of the returns page (/reqresi)',
  },
  subtitle: {
    id: 'management.returns.subtitle',
    defaultMessage:
      'I resi chiesti dai clienti. Senza filtro di stato sono mostrati quelli in attesa di decisione.',
    description: 'Text under the returns title',
  },
  search: {
    id: 'management.returns.search',
    defaultMessage: 'Cerca reso o cliente',
    description: 'Label of the returns search box',
  },
  statusFilter: commonMessages.status,
  allStatuses: {
    id: 'management.returns.filter.all',
    defaultMessage: 'Tutti, anche decisi',
    description: 'Returns filter: every status, decided returns too (no status = the waiting ones)',
  },
  clientFilter: manageCommonMessages.clientCode,
  dateFilter: {
    id: 'management.returns.filter.date',
    defaultMessage: 'Chiesto',
    description: 'Returns filter: the day asked',
  },
  colNumber: commonMessages.return,
  colStatus: commonMessages.status,
  colRequestedBy: {
    id: 'management.returns.column.requestedBy',
    defaultMessage: 'Chiesto da',
    description: 'Returns column: who asked',
  },
  colRequested: commonMessages.askedOn,
  colUpdated: manageCommonMessages.updated,
  colLines: commonMessages.lines,
  colPieces: commonMessages.units,
  colCreditNote: commonMessages.creditNote,
  recordTitle: commonMessages.returnNumber,
  recordSubtitle: {
    id: 'management.returns.record.subtitle',
    defaultMessage: '{code} · {client}',
    description: "Subtitle of a return's record: the client",
  },
  loading: {
    id: 'management.returns.record.loading',
    defaultMessage: 'Caricamento del reso…',
    description: 'A return is loading',
  },
  loadFailed: {
    id: 'management.returns.record.loadFailed',
    defaultMessage: 'Non è stato possibile caricare il reso.',
    description: 'A return could not be loaded',
  },
  retry: commonMessages.tryAgain,
  notFoundTitle: {
    id: 'management.returns.record.notFoundTitle',
    defaultMessage: 'Reso non trovato',
    description: 'Heading: the return does not exist',
  },
  notFoundText: {
    id: 'management.returns.record.notFoundText',
    defaultMessage: 'Il reso {id} non esiste o non è tra i tuoi clienti.',
    description: 'The return does not exist or is out of scope',
  },
  backToList: {
    id: 'management.returns.record.back',
    defaultMessage: 'Torna ai resi',
    description: 'Link back to the returns grid',
  },
  decision: {
    id: 'management.returns.decision.title',
    defaultMessage: 'Decisione',
    description: 'Heading of the decision form',
  },
  decisionIntro: {
    id: 'management.returns.decision.intro',
    defaultMessage:
      'Indica quante unità approvare per riga (da 0 a quante chieste). Meno del chiesto approva il reso in parte.',
    description: 'Text of the decision form',
  },
  approveLine: {
    id: 'management.returns.decision.approveLine',
    defaultMessage: 'Da approvare: {code} (chiesti {asked})',
    description: 'Field: units approved of a line',
  },
  approveRange: {
    id: 'management.returns.decision.approveRange',
    defaultMessage: 'Indica da 0 a {asked} unità.',
    description: 'Approved quantity out of range',
  },
  nothingApproved: {
    id: 'management.returns.decision.nothingApproved',
    defaultMessage: "Approva almeno un'unità, oppure rifiuta il reso.",
    description: 'Nothing approved',
  },
  approveNote: {
    id: 'management.returns.decision.note',
    defaultMessage: 'Nota per il cliente (facoltativa)',
    description: 'Field: a note with the approval',
  },
  approve: manageCommonMessages.approve,
  approveTitle: {
    id: 'management.returns.decision.approveTitle',
    defaultMessage: 'Approvare il reso?',
    description: 'Confirm dialog title: approve',
  },
  approveFully: {
    id: 'management.returns.decision.approveFully',
    defaultMessage:
      'Il reso sarà approvato per intero e sarà emessa la nota di credito. Non si può annullare.',
    description: 'Confirm text: full approval',
  },
  approvePartly: {
    id: 'management.returns.decision.approvePartly',
    defaultMessage:
      'Il reso sarà approvato in parte ({approved} di {asked} unità) e sarà emessa la nota di credito. Non si può annullare.',
    description: 'Confirm text: partial approval',
  },
  rejectReason: {
    id: 'management.returns.decision.rejectReason',
    defaultMessage: 'Motivo del rifiuto',
    description: 'Field: why the return is rejected',
  },
  rejectRequired: {
    id: 'management.returns.decision.rejectRequired',
    defaultMessage: 'Scrivi il motivo del rifiuto.',
    description: 'Reject without a reason',
  },
  reject: {
    id: 'management.returns.decision.reject',
    defaultMessage: 'Rifiuta',
    description: 'Button: reject the return',
  },
  rejectTitle: {
    id: 'management.returns.decision.rejectTitle',
    defaultMessage: 'Rifiutare il reso?',
    description: 'Confirm dialog title: reject',
  },
  rejectText: {
    id: 'management.returns.decision.rejectText',
    defaultMessage: 'Il cliente vedrà il motivo. Non si può annullare.',
    description: 'Confirm text: reject',
  },
  approvedDone: {
    id: 'management.returns.decision.approved',
    defaultMessage: 'Reso approvato: nota di credito {number}.',
    description: 'Outcome: approved',
  },
  rejectedDone: {
    id: 'management.returns.decision.rejected',
    defaultMessage: 'Reso rifiutato.',
    description: 'Outcome: rejected',
  },
});
