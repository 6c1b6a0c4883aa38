// The messages of the order's life (issue 15: statuses, line edits, shipments, invoices, documents), in
// Italian and English; messages.ts takes them into its catalogues. A status is named in the reader's
// language: its parameter carries both names (statusParams, a LocalisedParam).

export const orderLifecycleMessagesIt = {
  'orders.notFound': 'L’ordine richiesto non esiste o non è tra quelli dei clienti che puoi vedere.',
  'orders.staleVersion':
    'L’ordine {number} è stato modificato da qualcun altro mentre lo guardavi (ora è alla versione {version}): ricaricalo e riprova.',
  'orders.transitionRefused': 'Un ordine «{from}» non può passare a «{to}».',
  'orders.notEditable':
    'Le righe di un ordine si possono modificare solo finché non è confermato: questo è «{status}».',
  'orders.notShippable': 'L’ordine è «{status}»: non c’è nulla da spedire.',
  'orders.unknownLine': 'L’articolo {code} non è tra le righe dell’ordine.',
  'orders.duplicateLine': 'L’articolo {code} compare più di una volta.',
  'orders.shipTooMuch':
    'Dell’articolo {code} restano da spedire {remaining} unità: non se ne possono spedire {requested}.',
  'orders.unknownProduct': 'L’articolo {code} non esiste o non è più in vendita.',
  'orders.quantityRule':
    'La quantità dell’articolo {code} deve essere almeno {min} e un multiplo di {step} (indicati {quantity}).',
  'orders.badExpectedDay': 'La data prevista non può essere precedente alla data dell’ordine.',
  'invoices.ddtNotFound': 'Il DDT {number} non esiste o non è tra quelli dei clienti che puoi vedere.',
  'invoices.alreadyInvoiced': 'Il DDT {number} è già stato fatturato (fattura {invoice}).',
  'invoices.mixedClients': 'Una fattura raccoglie DDT di un solo cliente: {number} è di un altro cliente.',
  'invoices.duplicateDdt': 'Il DDT {number} compare più di una volta.',
  'documents.notFound': 'Il documento richiesto non esiste.',
} as const;

export const orderLifecycleMessagesEn: Record<keyof typeof orderLifecycleMessagesIt, string> = {
  'orders.notFound': 'The order asked for does not exist or is not one of the clients you can see.',
  'orders.staleVersion':
    'Order {number} was changed by someone else in the meantime (it is now version {version}): reload it and try again.',
  'orders.transitionRefused': 'An order that is “{from}” cannot become “{to}”.',
  'orders.notEditable': 'An order’s lines can be edited only until it is confirmed: this one is “{status}”.',
  'orders.notShippable': 'The order is “{status}”: there is nothing to ship.',
  'orders.unknownLine': 'Product {code} is not one of the order’s lines.',
  'orders.duplicateLine': 'Product {code} appears more than once.',
  'orders.shipTooMuch':
    '{remaining} units of product {code} are still to ship: {requested} cannot be shipped.',
  'orders.unknownProduct': 'Product {code} does not exist or is no longer sold.',
  'orders.quantityRule':
    'The quantity of product {code} must be at least {min} and a multiple of {step} ({quantity} given).',
  'orders.badExpectedDay': 'The expected day cannot be before the order’s day.',
  'invoices.ddtNotFound': 'Delivery note {number} does not exist or is not one of the clients you can see.',
  'invoices.alreadyInvoiced': 'Delivery note {number} is already invoiced (invoice {invoice}).',
  'invoices.mixedClients': 'An invoice takes the delivery notes of one client: {number} is another client’s.',
  'invoices.duplicateDdt': 'Delivery note {number} appears more than once.',
  'documents.notFound': 'The document asked for does not exist.',
};
