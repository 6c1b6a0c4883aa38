import { defineMessages } from 'react-intl';

export const issuesPageMessages = defineMessages({
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
});

export const issueColumnMessages = defineMessages({
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
});
