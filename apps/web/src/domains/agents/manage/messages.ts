// The texts of the sales agents' pages (/salesagent, /salesagent/:code).
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const agentsMessages = defineMessages({
  search: {
    id: 'management.agents.search',
    defaultMessage: 'Cerca per codice o nome',
    description: 'Search box label',
  },
  username: {
    id: 'management.agents.col.username',
    defaultMessage: 'Utente',
    description: 'Agents column: login',
  },
  ordersMonth: {
    id: 'management.agents.col.ordersMonth',
    defaultMessage: 'Ordini mese',
    description: 'Agents column',
  },
  turnoverMonth: {
    id: 'management.agents.col.turnoverMonth',
    defaultMessage: 'Fatturato mese',
    description: 'Agents column',
  },
  maxDiscount: {
    id: 'management.agents.col.maxDiscount',
    defaultMessage: 'Sconto massimo',
    description: "Agents column: the agent's ceiling on an extra line discount",
  },
});

export const agentMessages = defineMessages({
  loading: {
    id: 'management.agent.loading',
    defaultMessage: 'Caricamento dell’agente…',
    description: 'While the agent loads',
  },
  loadFailed: {
    id: 'management.agent.loadFailed',
    defaultMessage: 'Non è stato possibile caricare l’agente.',
    description: 'Error when the agent could not be loaded',
  },
  retry: commonMessages.tryAgain,
  notFoundTitle: {
    id: 'management.agent.notFound.title',
    defaultMessage: 'Agente non trovato',
    description: 'Heading',
  },
  notFoundText: {
    id: 'management.agent.notFound.text',
    defaultMessage: 'Non esiste un agente con codice {code}.',
    description: 'Text when no agent has the code',
  },
  backToList: {
    id: 'management.agent.backToList',
    defaultMessage: 'Torna all’elenco agenti',
    description: 'Link',
  },
  subtitle: {
    id: 'management.agent.subtitle',
    defaultMessage: '{code} · utente {username}',
    description: "Line under an agent's name: code and login",
  },
  subtitleNoLogin: {
    id: 'management.agent.subtitleNoLogin',
    defaultMessage: '{code} · senza utente',
    description: 'Agent without a login',
  },
  details: {
    id: 'management.agent.details',
    defaultMessage: 'Dati dell’agente',
    description: 'Section heading',
  },
  figures: {
    id: 'management.agent.figures',
    defaultMessage: 'Andamento',
    description: "Section heading: the agent's figures",
  },
  months: {
    id: 'management.agent.months',
    defaultMessage: 'Ultimi dodici mesi',
    description: 'Caption of the monthly figures table',
  },
  month: { id: 'management.agent.month', defaultMessage: 'Mese', description: 'Monthly table column' },
  orders: commonMessages.orders,
  turnover: {
    id: 'management.agent.turnover',
    defaultMessage: 'Fatturato',
    description: 'Monthly table column',
  },
  overLimit: {
    id: 'management.agent.overLimit',
    defaultMessage: '{count, plural, one {# cliente oltre il fido} other {# clienti oltre il fido}}',
    description: "How many of the agent's clients are over their credit limit",
  },
  clientsHeading: {
    id: 'management.agent.clients',
    defaultMessage: 'Clienti seguiti',
    description: 'Section heading',
  },
  editLabel: {
    id: 'management.agent.editLabel',
    defaultMessage: 'Modifica dati dell’agente',
    description: 'Accessible name',
  },
  saved: manageCommonMessages.changesSaved,
  name: manageCommonMessages.name,
  email: manageCommonMessages.eMail,
  phone: commonMessages.phone,
  maxDiscount: {
    id: 'management.agent.field.maxDiscount',
    defaultMessage: 'Sconto massimo (%)',
    description: 'Field label',
  },
  maxDiscountHint: {
    id: 'management.agent.field.maxDiscountHint',
    defaultMessage: 'Lo sconto extra di riga più alto che l’agente può concedere, da 0 a 99,99',
    description: 'Hint under the ceiling field',
  },
  assignHeading: {
    id: 'management.agent.assign.heading',
    defaultMessage: 'Assegna un cliente',
    description: 'Heading of the form that gives a client to this agent',
  },
  assignClient: manageCommonMessages.clientCodeLabel,
  assignHint: {
    id: 'management.agent.assign.hint',
    defaultMessage: 'Il cliente passa a questo agente dall’agente che lo segue ora.',
    description: 'Hint under the client code field',
  },
  assignSubmit: {
    id: 'management.agent.assign.submit',
    defaultMessage: 'Assegna',
    description: 'Button: assign the client',
  },
  assigned: {
    id: 'management.agent.assign.done',
    defaultMessage: '{client} ora è seguito da {agent}.',
    description: 'Status after assigning: <client name> is now followed by <agent name>',
  },
  assignNotFound: {
    id: 'management.agent.assign.notFound',
    defaultMessage: 'Non esiste un cliente con questo codice.',
    description: 'Error: no client has the code typed',
  },
});
