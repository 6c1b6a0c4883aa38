import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../common-messages';

export const gridMessages = defineMessages({
  rowCount: manageCommonMessages.pageRange,
  rowCountNone: {
    id: 'management.grid.rowCountNone',
    defaultMessage: 'Nessuna riga',
    description: 'Row count of a grid with no rows',
  },
  loading: {
    id: 'management.grid.loading',
    defaultMessage: 'Caricamento delle righe…',
    description: 'Accessible text while a grid loads its rows',
  },
  empty: {
    id: 'management.grid.empty',
    defaultMessage: 'Nessuna riga da mostrare.',
    description: 'Grid with no rows at all',
  },
  emptyFiltered: {
    id: 'management.grid.emptyFiltered',
    defaultMessage: 'Nessuna riga corrisponde alla ricerca o ai filtri.',
    description: 'Grid with no rows because of the search or the filters',
  },
  clearFilters: {
    id: 'management.grid.clearFilters',
    defaultMessage: 'Azzera ricerca e filtri',
    description: 'Button that clears the search and every filter of a grid',
  },
  error: {
    id: 'management.grid.error',
    defaultMessage: 'Non è stato possibile caricare le righe.',
    description: 'Grid whose rows could not be loaded',
  },
  retry: commonMessages.tryAgain,
  sortAscending: {
    id: 'management.grid.sortAscending',
    defaultMessage: 'ordinato in modo crescente',
    description: 'Hidden text after a column header sorted ascending',
  },
  sortDescending: {
    id: 'management.grid.sortDescending',
    defaultMessage: 'ordinato in modo decrescente',
    description: 'Hidden text after a column header sorted descending',
  },
  pagination: {
    id: 'management.grid.pagination',
    defaultMessage: 'Pagine',
    description: "Accessible name of a grid's page navigation",
  },
  paginationOf: {
    id: 'management.grid.paginationOf',
    defaultMessage: 'Pagine: {grid}',
    description: "Accessible name of a grid's page navigation on a page with more than one grid",
  },
  firstPage: {
    id: 'management.grid.firstPage',
    defaultMessage: 'Prima pagina',
    description: 'Button: first page of a grid',
  },
  previousPage: commonMessages.previousPage,
  nextPage: commonMessages.nextPage,
  lastPage: {
    id: 'management.grid.lastPage',
    defaultMessage: 'Ultima pagina',
    description: 'Button: last page of a grid',
  },
  pageOf: commonMessages.pageOf,
  pageSize: {
    id: 'management.grid.pageSize',
    defaultMessage: 'Righe per pagina',
    description: "Label of the select that sets a grid's rows per page",
  },
  columns: {
    id: 'management.grid.columns',
    defaultMessage: 'Colonne',
    description: "Button that opens the choice of a grid's columns",
  },
  columnsTitle: {
    id: 'management.grid.columnsTitle',
    defaultMessage: 'Colonne da mostrare',
    description: "Title of the panel where the user shows, hides and orders a grid's columns",
  },
  columnsHelp: {
    id: 'management.grid.columnsHelp',
    defaultMessage: 'La scelta vale per questo tipo di schermo e viene ricordata.',
    description:
      'Note in the column panel: the choice is kept per user and per screen size (phone, tablet, desktop)',
  },
  moveUp: {
    id: 'management.grid.moveUp',
    defaultMessage: 'Sposta {column} prima',
    description: 'Button that moves a column one place earlier',
  },
  moveDown: {
    id: 'management.grid.moveDown',
    defaultMessage: 'Sposta {column} dopo',
    description: 'Button that moves a column one place later',
  },
  resetColumns: {
    id: 'management.grid.resetColumns',
    defaultMessage: 'Colonne predefinite',
    description: "Button that restores a grid's default columns",
  },
  export: {
    id: 'management.grid.export',
    defaultMessage: 'Esporta',
    description: 'Button that opens the export choices of a grid',
  },
  exportCsv: {
    id: 'management.grid.exportCsv',
    defaultMessage: 'CSV (tutte le righe filtrate)',
    description: 'Menu item: export every filtered row of a grid to a CSV file',
  },
  exportXlsx: {
    id: 'management.grid.exportXlsx',
    defaultMessage: 'Excel XLSX (tutte le righe filtrate)',
    description: 'Menu item: export every filtered row of a grid to an Excel file',
  },
  exportProgress: {
    id: 'management.grid.exportProgress',
    defaultMessage: 'Esportazione: {done} di {total} righe',
    description: 'Progress of an export (numbers already formatted)',
  },
  exportCancel: commonMessages.cancel,
  exportDone: {
    id: 'management.grid.exportDone',
    defaultMessage: 'Esportate {count} righe.',
    description: 'An export finished (number already formatted)',
  },
  exportCapped: {
    id: 'management.grid.exportCapped',
    defaultMessage:
      "Esportate le prime {count} di {total} righe: il limite di un'esportazione. Restringi i filtri per le altre.",
    description: 'An export stopped at the row cap (numbers already formatted)',
  },
  exportFailed: {
    id: 'management.grid.exportFailed',
    defaultMessage: "L'esportazione non è riuscita: riprova.",
    description: 'An export failed (the rows could not be read)',
  },
  yes: manageCommonMessages.yes,
  no: manageCommonMessages.no,
  filters: commonMessages.filters,
  filterAll: commonMessages.all,
  dateFrom: {
    id: 'management.grid.dateFrom',
    defaultMessage: '{label}: dal',
    description: 'Label of the start of a date-range filter, e.g. "Last order: from"',
  },
  dateTo: {
    id: 'management.grid.dateTo',
    defaultMessage: '{label}: al',
    description: 'Label of the end of a date-range filter, e.g. "Last order: to"',
  },
  table: {
    id: 'management.grid.table',
    defaultMessage: '{title}: {count} righe',
    description: 'Accessible name of a grid: its title and how many rows match (number already formatted)',
  },
});
