// The approvals' texts (/approvazioni: the queue and the rules; an order's approval on its record).
import { defineMessages } from 'react-intl';

export const approvalsMessages = defineMessages({
  subtitle: {
    id: 'management.approvals.subtitle',
    defaultMessage: 'Ordini in attesa di approvazione: aprili per approvarli, modificarli o respingerli.',
    description: 'Approvals page subtitle',
  },
  queueTitle: {
    id: 'management.approvals.queue',
    defaultMessage: 'Ordini da approvare',
    description: 'Approvals page: the queue grid title',
  },
  search: {
    id: 'management.approvals.search',
    defaultMessage: 'Cerca per numero o cliente',
    description: 'Approvals queue: the search box label',
  },
  colReasons: {
    id: 'management.approvals.col.reasons',
    defaultMessage: 'Motivi',
    description: 'Queue column: why the order waits',
  },
  ownOrder: {
    id: 'management.approvals.ownOrder',
    defaultMessage: 'Inserito da te: deve approvarlo un altro',
    description: 'Queue: the viewer placed this order and cannot decide on it',
  },
  rulesIntro: {
    id: 'management.approvals.rules.intro',
    defaultMessage: 'Un ordine che soddisfa una regola attiva attende l’approvazione invece di proseguire.',
    description: 'Approvals page: what the rules do',
  },
  ruleAmount: {
    id: 'management.approvals.rules.amount',
    defaultMessage: 'Ordini sopra un importo',
    description: 'Rule: orders above an amount',
  },
  threshold: {
    id: 'management.approvals.rules.threshold',
    defaultMessage: 'Importo (EUR, IVA esclusa)',
    description: 'Rule: the amount above which orders wait',
  },
  thresholdHint: {
    id: 'management.approvals.rules.thresholdHint',
    defaultMessage: 'Obbligatorio con la regola attiva; fino a due decimali.',
    description: 'Rule: hint under the threshold field',
  },
  ruleAgentDiscount: {
    id: 'management.approvals.rules.agentDiscount',
    defaultMessage: 'Sconto dell’agente sopra il suo massimo (altrimenti lo sconto è rifiutato)',
    description: 'Rule: an agent gave a discount above his ceiling',
  },
  ruleCredit: {
    id: 'management.approvals.rules.credit',
    defaultMessage: 'Cliente oltre il fido (ordini aperti, scoperto e questo ordine)',
    description: 'Rule: the client goes above its credit limit',
  },
  ruleWu: {
    id: 'management.approvals.rules.wu',
    defaultMessage: 'Ordini degli utenti dei clienti con ordini da approvare',
    description: 'Rule: orders placed by WU buyers',
  },
  rulesSave: {
    id: 'management.approvals.rules.save',
    defaultMessage: 'Salva le regole',
    description: 'Button',
  },
  rulesLoadFailed: {
    id: 'management.approvals.rules.loadFailed',
    defaultMessage: 'Non è stato possibile caricare le regole.',
    description: 'The rules could not be loaded',
  },
  lastChange: {
    id: 'management.approvals.rules.lastChange',
    defaultMessage: 'Ultima modifica: {who}, {when}',
    description: 'Rules: who changed them last and when',
  },
});
