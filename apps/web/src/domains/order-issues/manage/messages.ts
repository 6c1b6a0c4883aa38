import { defineMessages } from 'react-intl';

export const issuesPageMessages = defineMessages({
  title: {
    id: 'management.issues.title',
    defaultMessage: 'Criticità',
    description: 'Title of the issues page (/criticita)',
  },
  subtitle: {
    id: 'management.issues.subtitle',
    defaultMessage:
      'Le segnalazioni sugli ordini dei tuoi clienti: merce danneggiata, mancante, articoli errati, ritardi. Senza filtro di stato sono mostrate quelle non chiuse.',
    description: 'Text under the issues title',
  },
  search: {
    id: 'management.issues.search',
    defaultMessage: 'Cerca ordine o cliente',
    description: 'Label of the issues search box',
  },
  statusFilter: {
    id: 'management.issues.filter.status',
    defaultMessage: 'Stato',
    description: 'Issues filter: the status',
  },
  kindFilter: {
    id: 'management.issues.filter.kind',
    defaultMessage: 'Problema',
    description: 'Issues filter: the kind',
  },
  clientFilter: {
    id: 'management.issues.filter.client',
    defaultMessage: 'Cliente (codice)',
    description: 'Issues filter: the client code',
  },
  wholeOrder: {
    id: 'management.issues.wholeOrder',
    defaultMessage: 'Tutto l’ordine',
    description: 'Grid cell: the issue is about the whole order',
  },
  lineOf: {
    id: 'management.issues.lineOf',
    defaultMessage: 'Riga {line} · {code}',
    description: 'Grid cell: the line and product the issue is about',
  },
  customer: {
    id: 'management.issues.side.customer',
    defaultMessage: 'Cliente',
    description: 'Who opened an issue: the customer',
  },
  staff: {
    id: 'management.issues.side.staff',
    defaultMessage: 'Staff',
    description: 'Who opened an issue: staff',
  },
});

export const issueColumnMessages = defineMessages({
  order: { id: 'management.issues.col.order', defaultMessage: 'Ordine', description: 'Issues grid column' },
  client: {
    id: 'management.issues.col.client',
    defaultMessage: 'Cliente',
    description: 'Issues grid column',
  },
  line: { id: 'management.issues.col.line', defaultMessage: 'Riga', description: 'Issues grid column' },
  kind: { id: 'management.issues.col.kind', defaultMessage: 'Problema', description: 'Issues grid column' },
  status: { id: 'management.issues.col.status', defaultMessage: 'Stato', description: 'Issues grid column' },
  openedBy: {
    id: 'management.issues.col.openedBy',
    defaultMessage: 'Aperta da',
    description: 'Issues grid column',
  },
  side: { id: 'management.issues.col.side', defaultMessage: 'Lato', description: 'Issues grid column' },
  opened: {
    id: 'management.issues.col.opened',
    defaultMessage: 'Aperta il',
    description: 'Issues grid column',
  },
  updated: {
    id: 'management.issues.col.updated',
    defaultMessage: 'Ultimo aggiornamento',
    description: 'Issues grid column',
  },
  messages: {
    id: 'management.issues.col.messages',
    defaultMessage: 'Messaggi',
    description: 'Issues grid column',
  },
});
