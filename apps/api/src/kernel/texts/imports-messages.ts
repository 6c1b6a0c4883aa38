// The messages of imports of carts and orders (the row checks quick order does not have), in Italian
// and English; messages.ts takes them into its catalogues.

export const importsMessagesIt = {
  'imports.quantitaNonMultipla':
    'La quantità {quantity} non è ammessa: l’articolo {code} si vende da {min} in multipli di {step}.',
  'imports.clienteMancante': 'La riga non indica il cliente.',
  'imports.clienteNonAmmesso': 'Il cliente «{client}» non esiste o non è tra quelli per cui puoi importare.',
  'imports.esaurito': 'Articolo esaurito: la riga non è importata.',
  'imports.ordineNonRiuscito': 'L’ordine del cliente {client} non è stato inserito: {reason}',
  'imports.inProgress':
    'Lo stesso file è in corso di importazione: attendi qualche secondo e riprova, senza caricarlo di nuovo.',
  'imports.noClient': 'Il tuo utente non è legato a un cliente: non puoi importare.',
} as const;

export const importsMessagesEn: Record<keyof typeof importsMessagesIt, string> = {
  'imports.quantitaNonMultipla':
    'The quantity {quantity} is not allowed: product {code} is sold from {min} in multiples of {step}.',
  'imports.clienteMancante': 'The row names no client.',
  'imports.clienteNonAmmesso': 'Client “{client}” does not exist or is not one you may import for.',
  'imports.esaurito': 'Out of stock: the row is not imported.',
  'imports.ordineNonRiuscito': 'The order of client {client} was not placed: {reason}',
  'imports.inProgress':
    'The same file is being imported right now: wait a few seconds and try again, without uploading it again.',
  'imports.noClient': 'Your user is not linked to a client: you cannot import.',
};
