import { defineMessages } from 'react-intl';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const importsMessages = defineMessages({
  titleCarts: {
    id: 'management.imports.title.carts',
    defaultMessage: 'Importa carrelli da file',
    description: 'Title of the cart import page (/importcarrelli)',
  },
  titleOrders: {
    id: 'management.imports.title.orders',
    defaultMessage: 'Importa ordini da file',
    description: 'Title of the order import page (/importordini)',
  },
  subtitleCarts: {
    id: 'management.imports.subtitle.carts',
    defaultMessage:
      'Un file CSV o XLSX con le colonne cliente, codice, quantità: le righe valide vanno nel carrello di ciascun cliente.',
    description: 'Text under the cart import title: what the file holds and what happens',
  },
  subtitleOrders: {
    id: 'management.imports.subtitle.orders',
    defaultMessage:
      'Un file CSV o XLSX con le colonne cliente, codice, quantità (e se vuoi riferimento e note): le righe valide diventano un ordine per cliente.',
    description: 'Text under the order import title: what the file holds and what happens',
  },
  chooseFile: {
    id: 'management.imports.chooseFile',
    defaultMessage: 'Scegli il file (CSV o XLSX)',
    description: 'Button that opens the file picker of an import',
  },
  fileLabel: {
    id: 'management.imports.fileLabel',
    defaultMessage: 'File da importare',
    description: 'Accessible label of the file input of an import',
  },
  clientLabel: {
    id: 'management.imports.clientLabel',
    defaultMessage: 'Cliente delle righe senza cliente (facoltativo)',
    description: 'Label of the field with the client of rows that name none',
  },
  reading: {
    id: 'management.imports.reading',
    defaultMessage: 'Lettura del file…',
    description: 'Status while the chosen file is read',
  },
  checking: {
    id: 'management.imports.checking',
    defaultMessage: 'Controllo delle righe…',
    description: 'Status while the shop checks the rows',
  },
  readFailed: {
    id: 'management.imports.readFailed',
    defaultMessage: 'Il file non si legge: scegli un file CSV o XLSX.',
    description: 'Error when the chosen file cannot be read',
  },
  emptyFile: {
    id: 'management.imports.emptyFile',
    defaultMessage: 'Il file non contiene righe.',
    description: 'Error when the chosen file has no data rows',
  },
  fileSummary: {
    id: 'management.imports.fileSummary',
    defaultMessage: '{file}: {rows, plural, one {# riga} other {# righe}}.',
    description: 'Line naming the file read and its number of rows',
  },
  counts: {
    id: 'management.imports.counts',
    defaultMessage:
      '{valid, plural, one {# riga valida} other {# righe valide}}, {refused, plural, one {# rifiutata} other {# rifiutate}}, {warnings, plural, one {# con avviso} other {# con avviso}}.',
    description: 'Preview summary: valid, refused and warned rows',
  },
  importButton: {
    id: 'management.imports.importButton',
    defaultMessage: 'Importa {valid, plural, one {# riga valida} other {# righe valide}}',
    description: 'Button that imports the valid rows',
  },
  importing: {
    id: 'management.imports.importing',
    defaultMessage: 'Importazione…',
    description: 'Status while the import runs',
  },
  done: {
    id: 'management.imports.done',
    defaultMessage:
      'Importazione completata: {valid, plural, one {# riga importata} other {# righe importate}}.',
    description: 'Result of an import',
  },
  repeated: {
    id: 'management.imports.repeated',
    defaultMessage:
      'Questo file era già stato importato il {date}: non è stato importato di nuovo. Ecco il risultato di allora.',
    description: 'Result when the same file had been imported before',
  },
  ordersMade: {
    id: 'management.imports.ordersMade',
    defaultMessage: 'Ordini inseriti',
    description: 'Heading of the list of orders an import made',
  },
  cartsFilled: {
    id: 'management.imports.cartsFilled',
    defaultMessage: 'Carrelli riempiti',
    description: 'Heading of the list of clients whose cart an import filled',
  },
  orderLine: {
    id: 'management.imports.orderLine',
    defaultMessage: 'Ordine {number} – {client} {name}: {total}',
    description: 'A line of the orders an import made (link to the order)',
  },
  cartLine: {
    id: 'management.imports.cartLine',
    defaultMessage: '{client} {name}: {rows, plural, one {# riga} other {# righe}}',
    description: 'A line of the clients whose cart an import filled',
  },
  openCart: {
    id: 'management.imports.openCart',
    defaultMessage: 'Apri l’ordine corrente per vedere i carrelli',
    description: 'Link to the current order page, where the filled carts are used',
  },
  refusedTitle: {
    id: 'management.imports.refusedTitle',
    defaultMessage: 'Righe rifiutate',
    description: 'Heading of the report of refused rows',
  },
  downloadCsv: {
    id: 'management.imports.downloadCsv',
    defaultMessage: 'Scarica le righe rifiutate (CSV)',
    description: 'Button that downloads the refused rows as CSV',
  },
  downloadXlsx: {
    id: 'management.imports.downloadXlsx',
    defaultMessage: 'Scarica le righe rifiutate (XLSX)',
    description: 'Button that downloads the refused rows as XLSX',
  },
  previewTitle: {
    id: 'management.imports.previewTitle',
    defaultMessage: 'Anteprima delle righe',
    description: 'Accessible name of the preview grid',
  },
  startAgain: {
    id: 'management.imports.startAgain',
    defaultMessage: 'Importa un altro file',
    description: 'Button that clears the page for another file',
  },
  failed: {
    id: 'management.imports.failed',
    defaultMessage:
      'Il negozio non ha risposto: riprova. Caricare di nuovo lo stesso file non crea doppioni.',
    description: 'Error when the check or the import call failed',
  },
  nothingValid: {
    id: 'management.imports.nothingValid',
    defaultMessage: 'Nessuna riga valida da importare.',
    description: 'Note when no row of the file can be imported',
  },
});

export const importColumnMessages = defineMessages({
  imported: {
    id: 'management.imports.column.imported',
    defaultMessage: 'Quantità importata',
    description: 'Column: the quantity that goes into the cart or order',
  },
});

export const importOutcomeMessages = defineMessages({
  OK: manageCommonMessages.valid,
  WARNING: {
    id: 'management.imports.outcome.warning',
    defaultMessage: 'Con avviso',
    description: 'Outcome of a row: goes in with a warning',
  },
  ERROR: {
    id: 'management.imports.outcome.error',
    defaultMessage: 'Rifiutata',
    description: 'Outcome of a row: refused',
  },
});
