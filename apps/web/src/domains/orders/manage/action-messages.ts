// The order record's actions (its next steps), their dialogs and what they announce.
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const actionMessages = defineMessages({
  CONFIRM: commonMessages.confirm,
  PREPARE: {
    id: 'management.orders.action.prepare',
    defaultMessage: 'Avvia preparazione',
    description: 'Button: start preparing a confirmed order',
  },
  CANCEL: {
    id: 'management.orders.action.cancel',
    defaultMessage: 'Annulla ordine',
    description: 'Button: cancel the order (asks for a reason)',
  },
  CLOSE_REST: manageCommonMessages.closeTheRest,
  SHIP: {
    id: 'management.orders.action.ship',
    defaultMessage: 'Spedisci',
    description: 'Button: ship the order',
  },
  cancelTitle: {
    id: 'management.orders.action.cancelTitle',
    defaultMessage: 'Annullare l’ordine {number}?',
    description: 'Title of the cancel dialog',
  },
  cancelText: {
    id: 'management.orders.action.cancelText',
    defaultMessage:
      'L’ordine non verrà evaso e la merce impegnata torna disponibile. Non si può tornare indietro.',
    description: 'What cancelling an order does',
  },
  cancelConfirm: {
    id: 'management.orders.action.cancelConfirm',
    defaultMessage: 'Annulla l’ordine',
    description: 'Confirm button of the cancel dialog',
  },
  keep: {
    id: 'management.orders.action.keep',
    defaultMessage: 'Non annullare',
    description: 'Safe button of the cancel and close dialogs',
  },
  reason: commonMessages.reason,
  reasonRequired: {
    id: 'management.orders.action.reasonRequired',
    defaultMessage: 'Scrivi il motivo dell’annullamento.',
    description: 'Error: the cancel reason is empty',
  },
  closeTitle: {
    id: 'management.orders.action.closeTitle',
    defaultMessage: 'Chiudere il residuo dell’ordine {number}?',
    description: 'Title of the close-the-rest dialog',
  },
  closeText: {
    id: 'management.orders.action.closeText',
    defaultMessage: 'Le unità ancora aperte ({units}) non verranno spedite e l’ordine risulterà spedito.',
    description: 'What closing the rest of a partly shipped order does',
  },
  closeConfirm: manageCommonMessages.closeTheRest,
  note: manageCommonMessages.noteOptional,
  doneCONFIRM: {
    id: 'management.orders.action.done.confirm',
    defaultMessage: 'Ordine confermato.',
    description: 'Announced after confirming',
  },
  donePREPARE: {
    id: 'management.orders.action.done.prepare',
    defaultMessage: 'Preparazione avviata.',
    description: 'Announced after starting the preparation',
  },
  doneCANCEL: {
    id: 'management.orders.action.done.cancel',
    defaultMessage: 'Ordine annullato.',
    description: 'Announced after cancelling',
  },
  doneCLOSE_REST: {
    id: 'management.orders.action.done.closeRest',
    defaultMessage: 'Residuo chiuso: l’ordine risulta spedito.',
    description: 'Announced after closing the rest',
  },
  conflict: {
    id: 'management.orders.action.conflict',
    defaultMessage:
      'Qualcun altro ha cambiato l’ordine nel frattempo: ora vedi la versione aggiornata. Controlla e riprova.',
    description: 'The change was refused because the order changed meanwhile (stale version)',
  },
  refused: {
    id: 'management.orders.action.refused',
    defaultMessage: 'Operazione non riuscita: {reason}',
    description: 'A change of the order was refused (reason from the shop)',
  },
  unreachable: {
    id: 'management.orders.action.unreachable',
    defaultMessage: 'Il negozio non risponde. Riprova tra poco.',
    description: 'A change of the order got no answer',
  },
  actions: {
    id: 'management.orders.action.group',
    defaultMessage: 'Azioni sull’ordine',
    description: 'Accessible name of the group of order action buttons',
  },
});

export const shipMessages = defineMessages({
  title: {
    id: 'management.orders.ship.title',
    defaultMessage: 'Spedisci l’ordine {number}',
    description: 'Title of the ship dialog',
  },
  lines: {
    id: 'management.orders.ship.lines',
    defaultMessage: 'Unità da spedire',
    description: 'Legend of the ship dialog lines (units to ship per line)',
  },
  linesHint: {
    id: 'management.orders.ship.linesHint',
    defaultMessage: 'Sono proposte tutte le unità aperte; 0 lascia la riga da spedire più avanti.',
    description: 'Hint of the ship dialog lines',
  },
  lineLabel: {
    id: 'management.orders.ship.lineLabel',
    defaultMessage: '{code} da spedire (aperte: {open})',
    description: 'Label of the units-to-ship field of one line',
  },
  nothingToShip: {
    id: 'management.orders.ship.nothingToShip',
    defaultMessage: 'Indica almeno un’unità da spedire.',
    description: 'Error: every line is at 0',
  },
  transport: {
    id: 'management.orders.ship.transport',
    defaultMessage: 'Trasporto',
    description: 'Legend: the delivery note’s transport data',
  },
  packages: {
    id: 'management.orders.ship.packages',
    defaultMessage: 'Colli',
    description: 'Field: packages',
  },
  weightKg: {
    id: 'management.orders.ship.weightKg',
    defaultMessage: 'Peso lordo (kg)',
    description: 'Field: gross weight',
  },
  appearance: {
    id: 'management.orders.ship.appearance',
    defaultMessage: 'Aspetto dei beni',
    description: 'Field: the goods’ outward appearance',
  },
  appearanceHint: {
    id: 'management.orders.ship.appearanceHint',
    defaultMessage: 'Vuoto: Scatole',
    description: 'Hint: the default appearance',
  },
  carriage: {
    id: 'management.orders.ship.carriage',
    defaultMessage: 'Porto',
    description: 'Field: carriage',
  },
  PAID: {
    id: 'management.orders.ship.carriage.paid',
    defaultMessage: 'Franco',
    description: 'Carriage paid',
  },
  FORWARD: {
    id: 'management.orders.ship.carriage.forward',
    defaultMessage: 'Assegnato',
    description: 'Carriage forward',
  },
  carriedBy: {
    id: 'management.orders.ship.carriedBy',
    defaultMessage: 'Trasporto a cura del',
    description: 'Field: who carries the goods',
  },
  SENDER: { id: 'management.orders.ship.by.sender', defaultMessage: 'Mittente', description: 'Carried by' },
  RECIPIENT: manageCommonMessages.recipient,
  CARRIER: { id: 'management.orders.ship.by.carrier', defaultMessage: 'Vettore', description: 'Carried by' },
  carrier: {
    id: 'management.orders.ship.carrier',
    defaultMessage: 'Vettore (nome e indirizzo)',
    description: 'Field: the carrier, required when a carrier carries the goods',
  },
  notes: { id: 'management.orders.ship.notes', defaultMessage: 'Note sul DDT', description: 'Field' },
  restExpectedDate: {
    id: 'management.orders.ship.restExpectedDate',
    defaultMessage: 'Spedizione prevista del resto',
    description: 'Field: a partial shipment, when the rest is expected to ship',
  },
  submit: {
    id: 'management.orders.ship.submit',
    defaultMessage: 'Crea il DDT',
    description: 'Submit button of the ship dialog',
  },
  shipped: {
    id: 'management.orders.ship.shipped',
    defaultMessage: 'Creato il DDT {number}.',
    description: 'The shipment was made: its delivery note',
  },
  downloadPdf: {
    id: 'management.orders.ship.downloadPdf',
    defaultMessage: 'Scarica il PDF del DDT {number}',
    description: 'Link: the new delivery note as PDF',
  },
  close: {
    id: 'management.orders.ship.close',
    defaultMessage: 'Torna all’ordine',
    description: 'Button: close the ship dialog after shipping',
  },
});

export const editLinesMessages = defineMessages({
  open: {
    id: 'management.orders.edit.open',
    defaultMessage: 'Modifica righe',
    description: 'Button opening the edit-lines dialog of a received order',
  },
  title: {
    id: 'management.orders.edit.title',
    defaultMessage: 'Righe dell’ordine {number}',
    description: 'Title of the edit-lines dialog',
  },
  hint: {
    id: 'management.orders.edit.hint',
    defaultMessage:
      'L’ordine viene riprezzato con il listino, gli sconti e le promozioni di oggi; le quantità sono arrotondate alla confezione.',
    description: 'Text at the top of the edit-lines dialog',
  },
  quantity: {
    id: 'management.orders.edit.quantity',
    defaultMessage: 'Quantità {code}',
    description: 'Field label: units of a line',
  },
  discount: {
    id: 'management.orders.edit.discount',
    defaultMessage: 'Sconto extra % {code}',
    description: 'Field label: staff’s extra discount of a line',
  },
  newCode: {
    id: 'management.orders.edit.newCode',
    defaultMessage: 'Codice del nuovo articolo',
    description: 'Field label: product code of a new line',
  },
  remove: {
    id: 'management.orders.edit.remove',
    defaultMessage: 'Togli {code}',
    description: 'Button removing a line from the order',
  },
  add: {
    id: 'management.orders.edit.add',
    defaultMessage: 'Aggiungi una riga',
    description: 'Button adding an empty line',
  },
  submit: {
    id: 'management.orders.edit.submit',
    defaultMessage: 'Salva le righe',
    description: 'Button saving the lines',
  },
  saved: {
    id: 'management.orders.edit.saved',
    defaultMessage: 'Righe salvate: l’ordine è stato riprezzato.',
    description: 'Outcome after saving the lines',
  },
});
