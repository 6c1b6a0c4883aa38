// The messages of quotes and quote requests, in Italian and English; messages.ts takes them into its
// catalogues.

export const quotesMessagesIt = {
  'quotes.notFound': 'Il preventivo non esiste o non è tra quelli che puoi vedere.',
  'quotes.clientNotFound': 'Il cliente non esiste o non è tra quelli che puoi vedere.',
  'quotes.productNotFound': 'L’articolo {code} non esiste o non è a catalogo.',
  'quotes.wrongStatus': 'Il preventivo è «{status}»: questa operazione non è possibile ora.',
  'quotes.expired': 'Il preventivo è scaduto il {day}: si può solo consultare. Chiedi una proroga.',
  'quotes.validityPast': 'La validità deve arrivare almeno a oggi.',
  'quotes.ownRevision': 'Non puoi approvare una revisione fatta da te.',
  'quotes.alreadyAccepted': 'Il preventivo è già stato accettato (ordine {order}).',
  'quotes.notEnoughStock':
    'Disponibilità insufficiente per {code}: richiesti {requested}, disponibili {available}.',
  'quotes.priceAboveClient':
    'Il prezzo di {code} supera il prezzo netto del cliente ({price}): un preventivo può solo migliorarlo.',
  'quotes.noLines': 'Il preventivo non ha righe: aggiungine almeno una prima di inviarlo.',
  'quotes.staleRevision':
    'Il preventivo è cambiato: hai visto la revisione {seen}, ora è in vigore la revisione {current}. Rileggilo prima di accettarlo.',
} as const;

export const quotesMessagesEn: Record<keyof typeof quotesMessagesIt, string> = {
  'quotes.notFound': 'The quote does not exist or is not one you may see.',
  'quotes.clientNotFound': 'The client does not exist or is not one you may see.',
  'quotes.productNotFound': 'Product {code} does not exist or is not in the catalogue.',
  'quotes.wrongStatus': 'The quote is “{status}”: this cannot be done now.',
  'quotes.expired': 'The quote expired on {day}: it can only be read. Ask for an extension.',
  'quotes.validityPast': 'The validity must reach today at least.',
  'quotes.ownRevision': 'You cannot approve a revision you made.',
  'quotes.alreadyAccepted': 'The quote has already been accepted (order {order}).',
  'quotes.notEnoughStock': 'Not enough stock for {code}: {requested} requested, {available} available.',
  'quotes.priceAboveClient':
    'The price of {code} is above the client’s own net price ({price}): a quote can only improve on it.',
  'quotes.noLines': 'The quote has no lines: add one at least before sending it.',
  'quotes.staleRevision':
    'The quote has changed: you saw revision {seen}, revision {current} is now in force. Read it again before accepting it.',
} as const;
