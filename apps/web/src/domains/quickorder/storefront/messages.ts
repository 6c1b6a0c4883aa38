import { defineMessages } from 'react-intl';

export const quickOrderMessages = defineMessages({
  heading: {
    id: 'quickorder.heading',
    defaultMessage: 'Ordine rapido',
    description: 'Heading of the quick order',
  },
  open: {
    id: 'quickorder.open',
    defaultMessage: 'Ordine rapido: codici e quantità',
    description: 'Button that opens the quick order on the cart page',
  },
  intro: {
    id: 'quickorder.intro',
    defaultMessage:
      'Scrivi codice e quantità (Invio passa alla riga dopo), incolla le righe da un foglio di calcolo o carica un file CSV o XLSX: prima colonna il codice, seconda la quantità.',
    description: 'How quick order works',
  },
  tableCaption: {
    id: 'quickorder.table',
    defaultMessage: 'Righe dell’ordine rapido',
    description: 'Caption of the quick order grid',
  },
  columnProduct: {
    id: 'quickorder.column.product',
    defaultMessage: 'Articolo ed esito',
    description: 'Grid column: the product found and how the row fares',
  },
  codeOfRow: {
    id: 'quickorder.codeOfRow',
    defaultMessage: 'Codice, riga {row}',
    description: 'Code field label',
  },
  quantityOfRow: {
    id: 'quickorder.quantityOfRow',
    defaultMessage: 'Quantità, riga {row}',
    description: 'Quantity field label',
  },
  lookingUp: {
    id: 'quickorder.lookingUp',
    defaultMessage: 'Ricerca…',
    description: 'Looking up a typed code',
  },
  unknownCode: {
    id: 'quickorder.unknownCode',
    defaultMessage: 'Codice non trovato',
    description: 'A typed code that is not in the catalogue',
  },
  packRule: {
    id: 'quickorder.packRule',
    defaultMessage: '{description} – minimo {min}, multipli di {step} {unit}',
    description: 'A typed code found: the product and its quantity rule',
  },
  upload: {
    id: 'quickorder.upload',
    defaultMessage: 'Carica file CSV o XLSX',
    description: 'Label of the file upload',
  },
  readFailed: {
    id: 'quickorder.readFailed',
    defaultMessage: 'Il file non si legge: serve un CSV o un foglio XLSX con codice e quantità.',
    description: 'An uploaded file could not be read',
  },
  loaded: {
    id: 'quickorder.loaded',
    defaultMessage: '{count, plural, one {# riga caricata} other {# righe caricate}}',
    description: 'Rows read from a paste or a file',
  },
  check: { id: 'quickorder.check', defaultMessage: 'Controlla', description: 'Checks the rows' },
  add: {
    id: 'quickorder.add',
    defaultMessage: 'Aggiungi al carrello',
    description: 'Adds the valid rows to the cart',
  },
  clear: { id: 'quickorder.clear', defaultMessage: 'Svuota', description: 'Empties the grid' },
  working: {
    id: 'quickorder.working',
    defaultMessage: 'Righe {done} di {total}…',
    description: 'Progress of a long list sent in parts',
  },
  summary: {
    id: 'quickorder.summary',
    defaultMessage:
      '{valid, plural, one {# riga valida} other {# righe valide}}, {warnings, plural, one {# avviso} other {# avvisi}}, {errors, plural, one {# errore} other {# errori}}.',
    description: 'Counts after a check',
  },
  added: {
    id: 'quickorder.added',
    defaultMessage:
      '{count, plural, one {# riga aggiunta al carrello.} other {# righe aggiunte al carrello.}}',
    description: 'After adding: rows that went into the cart',
  },
  nothingAdded: {
    id: 'quickorder.nothingAdded',
    defaultMessage: 'Nessuna riga aggiunta al carrello.',
    description: 'After adding: no row went into the cart',
  },
  leftToFix: {
    id: 'quickorder.leftToFix',
    defaultMessage: '{count, plural, one {# riga da correggere.} other {# righe da correggere.}}',
    description: 'After adding: rows left in the grid to fix',
  },
  issuesHeading: {
    id: 'quickorder.issuesHeading',
    defaultMessage: 'Righe da guardare',
    description: 'Heading of the rows with a warning or an error (long lists)',
  },
  moreIssues: {
    id: 'quickorder.moreIssues',
    defaultMessage: 'e altre {count}.',
    description: 'More rows with problems than are listed',
  },
  rowIssue: {
    id: 'quickorder.rowIssue',
    defaultMessage: 'Riga {row} ({code}): {message}',
    description: 'A row with a warning or an error',
  },
  ok: { id: 'quickorder.ok', defaultMessage: 'Ok', description: 'A row that goes in as typed' },
  warning: { id: 'quickorder.warning', defaultMessage: 'Avviso', description: 'A row with a warning' },
  error: { id: 'quickorder.error', defaultMessage: 'Errore', description: 'A row that does not go in' },
  notInCartYet: {
    id: 'quickorder.notInCartYet',
    defaultMessage: 'non ancora nel carrello; dopo l’aggiunta: {after}',
    description:
      'A checked row of a product the cart does not hold yet: what the cart line will hold once added',
  },
  inCartThenAfter: {
    id: 'quickorder.inCartThenAfter',
    defaultMessage: 'nel carrello: {now}; dopo l’aggiunta: {after}',
    description:
      'A checked row of a product the cart holds already: its quantity now and once the row is added',
  },
  inCartNow: {
    id: 'quickorder.inCartNow',
    defaultMessage: 'nel carrello: {now}',
    description: 'A row that does not go in, of a product the cart holds already: its quantity now',
  },
  failed: {
    id: 'quickorder.failed',
    defaultMessage: 'Non è stato possibile: {reason}',
    description: 'The check or the add failed',
  },
  nothing: {
    id: 'quickorder.nothing',
    defaultMessage: 'Scrivi almeno un codice.',
    description: 'Check or add with no rows',
  },
});
