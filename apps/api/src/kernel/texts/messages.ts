// The API's own user-facing messages (error titles), in Italian (the default) and English; the
// *-messages.ts files beside it hold a topic's messages each.
import type { Language } from '@shop/contract';
import { text, type Bilingual } from './bilingual';
import { approvalsMessagesEn, approvalsMessagesIt } from './approvals-messages';
import { contentMessagesEn, contentMessagesIt } from './content-messages';
import { importsMessagesEn, importsMessagesIt } from './imports-messages';
import { issuesMessagesEn, issuesMessagesIt } from './issues-messages';
import { orderLifecycleMessagesEn, orderLifecycleMessagesIt } from './order-lifecycle-messages';
import { quotesMessagesEn, quotesMessagesIt } from './quotes-messages';
import { returnsMessagesEn, returnsMessagesIt } from './returns-messages';

/** Said of any period whose start comes after its end (orders' and the outbox's filters). */
const BAD_DATE_RANGE = {
  it: 'La data iniziale non può essere successiva a quella finale.',
  en: 'The start date cannot be after the end date.',
} as const;

const it = {
  ...contentMessagesIt,
  ...orderLifecycleMessagesIt,
  ...importsMessagesIt,
  ...issuesMessagesIt,
  ...quotesMessagesIt,
  ...returnsMessagesIt,
  ...approvalsMessagesIt,
  'error.badRequest': 'Richiesta non valida.',
  'error.malformedBody': 'Il contenuto della richiesta non è leggibile.',
  'error.bodyTooLarge': 'La richiesta è troppo grande.',
  'error.unsupportedMediaType': 'Formato della richiesta non supportato: usare form-data, urlencoded o JSON.',
  'error.sessionId': "L'intestazione x-sessionid manca o non è valida (16–128 lettere, cifre, '-' o '_').",
  'error.notFound': 'La risorsa richiesta non esiste.',
  'error.internal': 'Si è verificato un errore imprevisto. Riprova più tardi.',
  'error.unavailable': 'Il servizio non è al momento disponibile. Riprova più tardi.',
  'validation.required': 'Il campo «{field}» è obbligatorio.',
  'validation.notAllowed': 'Il valore del campo «{field}» non è ammesso (valori ammessi: {allowed}).',
  'validation.tooLong': 'Il campo «{field}» è troppo lungo (massimo {max} caratteri).',
  'validation.tooShort': 'Il campo «{field}» è troppo corto (minimo {min} caratteri).',
  'validation.invalid': 'Il valore del campo «{field}» non è valido.',
  'validation.controlCharacters':
    'Il campo «{field}» contiene caratteri non ammessi (caratteri di controllo).',
  'validation.vatNumber':
    'Il campo «{field}» non è una partita IVA valida: prefisso del paese e 2–13 lettere o cifre (IT01234567890).',
  'validation.fiscalCode':
    'Il campo «{field}» non è un codice fiscale valido: 11 cifre (azienda) o 16 lettere e cifre (persona).',
  'validation.email': 'Il campo «{field}» non è un indirizzo e-mail valido.',
  'validation.phone': 'Il campo «{field}» non è un numero di telefono valido (cifre, spazi e + iniziale).',
  'validation.postcode': 'Il campo «{field}» non è un CAP valido.',
  'validation.province': 'Il campo «{field}» deve essere la sigla della provincia (due lettere, es. MI).',
  'validation.country': 'Il campo «{field}» deve essere il codice del paese (due lettere, es. IT).',
  'validation.discountChain':
    'Il campo «{field}» deve essere una catena di sconti: fino a 6 percentuali sotto 100, con al massimo 2 decimali, separate da + (es. 20+10).',
  'validation.amount':
    'Il campo «{field}» deve essere un importo non negativo con al massimo 2 decimali (es. 25000 o 25.000,50).',
  'validation.percentage':
    'Il campo «{field}» deve essere una percentuale da 0 a 99,99 con al massimo 2 decimali.',
  'auth.required': 'Per questa operazione occorre accedere con il proprio utente.',
  'auth.invalidToken': "Il token di accesso non è valido: effettua di nuovo l'accesso.",
  'auth.sessionExpired': "La sessione è scaduta o è stata chiusa: effettua di nuovo l'accesso.",
  'auth.forbidden': 'Il tuo utente non è abilitato a questa operazione.',
  'auth.badCredentials': 'Codice utente o password non corretti.',
  'auth.rateLimited': 'Troppi tentativi di accesso non riusciti. Riprova tra {minutes} minuti.',
  'password.wrongCurrent': 'La password attuale non è corretta.',
  'password.mismatch': 'Le due password non coincidono.',
  'password.weak': 'La password deve contenere almeno una lettera e una cifra.',
  'password.likeUsername': 'La password non può contenere il codice utente.',
  'password.unchanged': 'La nuova password deve essere diversa da quella attuale.',
  'consent.mandatory': 'Seleziona tutti i campi obbligatori: manca «{item}».',
  'consent.mustAccept': 'Per proseguire occorre accettare «{item}».',
  'consent.invalidOption': 'Scegli una delle opzioni previste per «{item}».',
  'consent.unknownItem': 'La voce «{code}» non fa parte di questo documento.',
  'consent.duplicate': 'La voce «{code}» compare più di una volta.',
  'catalogue.unknownCode': 'Il codice indicato in «{field}» non esiste.',
  'catalogue.unknownProduct': "L'articolo richiesto non esiste o non è più a catalogo.",
  'catalogue.favouritesLoginRequired': 'Accedi per vedere i tuoi articoli preferiti.',
  'promotion.loginRequired': 'Accedi per vedere le promozioni.',
  'promotion.otherUser':
    'Puoi vedere solo le promozioni del tuo utente e, se sei un agente, degli utenti dei tuoi clienti.',
  'promotion.unknownUser': 'Non esiste un utente {tipo} con codice {code}.',
  'cart.chooseClient':
    'Scegli prima il cliente per cui ordinare («Scegli un cliente» nell’area riservata): il carrello è quello del cliente.',
  'cart.discountAboveCeiling':
    'Puoi concedere al massimo il {ceiling}% di sconto extra su una riga: il {requested}% è sopra il tuo massimo e la regola di approvazione degli sconti non è attiva.',
  'currentorder.clientNotFound': 'Il cliente {code} non esiste o non è tra quelli per cui puoi ordinare.',
  'currentorder.noClient': 'Non stai ordinando per nessun cliente: scegline prima uno.',
  'quickorder.codiceSconosciuto': 'Il codice «{code}» non esiste nel catalogo.',
  'quickorder.nonInVendita': 'L’articolo {code} non è più in vendita.',
  'quickorder.quantitaNonValida': 'La quantità «{quantity}» non è valida: scrivi un numero intero da 1.',
  'quickorder.arrotondata':
    'Quantità portata da {requested} a {quantity}: l’articolo si vende da {min} in multipli di {step}.',
  'quickorder.disponibilitaParziale':
    'Disponibili solo {available}: nel carrello {quantity} invece di {requested}.',
  'quickorder.esaurito': 'Articolo esaurito: non aggiunto al carrello.',
  'quickorder.ripetuta': 'Stesso articolo della riga {row}: le quantità sono sommate lì.',
  'cart.loginRequired': 'Accedi per usare il carrello.',
  'cart.productNotFound': 'L’articolo richiesto non esiste o non è più in vendita.',
  'cart.notEnoughStock': 'Disponibilità insufficiente per l’articolo {code}: disponibili {available}.',
  'cart.busy': 'Il carrello è stato modificato altrove nello stesso momento: riprova.',
  'cart.quantityRounded':
    'Quantità arrotondata da {requested} a {quantity}: l’articolo si vende da {min} in multipli di {step}.',
  'cart.lineNotFound': 'L’articolo non è nel carrello.',
  'cart.userMismatch': 'TipoUtente e CodUtente non corrispondono all’utente collegato.',
  'wishlist.itemNotFound': 'L’articolo non è nella lista dei preferiti.',
  'order.customersOnly':
    'Gli ordini si inviano per un cliente: scegli prima il cliente per cui ordinare («Scegli un cliente»).',
  'order.emptyCart': 'Il carrello è vuoto: aggiungi almeno un articolo prima di ordinare.',
  'order.notEnoughStock':
    'Disponibilità insufficiente per l’articolo {code}: richiesti {requested}, disponibili {available}. Il carrello non è stato modificato.',
  'order.priceChanged':
    'I prezzi sono cambiati da quando hai visto il carrello: il nuovo totale è {total}. Controlla il carrello e conferma di nuovo.',
  'order.idempotencyKeyRequired':
    'Manca l’intestazione Idempotency-Key (8–128 lettere, cifre, «-» o «_»): serve a non duplicare l’ordine.',
  'order.idempotencyKeyReused': 'Questa Idempotency-Key è già stata usata per un ordine diverso.',
  'order.inProgress':
    'L’ordine con questa Idempotency-Key è ancora in elaborazione: riprova tra qualche secondo.',
  'order.notFound': 'L’ordine richiesto non esiste.',
  'order.unknownAddress': 'L’indirizzo di consegna {code} non è tra quelli del cliente.',
  'order.deliveryTooEarly': 'La data di consegna richiesta deve essere successiva a oggi.',
  'order.badDateRange': BAD_DATE_RANGE.it,
  'audit.notFound': 'Il registro richiesto non esiste o non è tra quelli che puoi consultare.',
  'clients.notFound': 'Il cliente richiesto non esiste o non è tra i clienti che segui.',
  'clients.addressNotFound': 'La destinazione indicata non esiste per questo cliente.',
  'clients.contactNotFound': 'Il contatto indicato non esiste per questo cliente.',
  'clients.unknownAgent': 'Non esiste un agente con il codice indicato.',
  'agents.notFound': 'L’agente richiesto non esiste.',
  'validation.configLink':
    'Il campo «{field}» deve essere un percorso del negozio (che inizia con /), un indirizzo http:// o https://, oppure mailto: o tel:.',
  'validation.iconName':
    "Il campo «{field}» deve essere il nome di un'icona: lettere minuscole, cifre e trattini (es. life-buoy).",
  'validation.entryKey':
    'Il campo «{field}» deve avere lettere minuscole, cifre e trattini (es. offerte-estate).',
  'validation.orderType': 'Il campo «{field}» deve essere un codice di 1–8 lettere o cifre (es. ORD).',
  'validation.policyCode':
    'Il campo «{field}» deve avere solo lettere, cifre, trattini o trattini bassi (es. PRIV04).',
  'validation.policyOptions':
    'Il campo «{field}» è necessario: le opzioni vanno compilate in ordine, senza lasciarne vuote, e uguali nelle due lingue.',
  'validation.policyDuplicate': "Il codice indicato in «{field}» è già usato da un'altra voce.",
  'settings.notFound': 'La voce «{key}» non esiste tra le voci di {tipo}.',
  'settings.keyTaken': 'Esiste già una voce «{key}» tra le voci di {tipo}.',
  'settings.single': '{tipo} ha una sola voce: modifica quella esistente.',
  'settings.tooMany': '{tipo} può avere al massimo {max} voci (per colonna, dove ci sono colonne).',
  'settings.columnRequired': 'Indica la colonna (1–4) da riordinare.',
  'settings.reorderMismatch':
    "L'ordine deve elencare una volta ciascuna tutte le voci della lista, e nient'altro.",
  'policies.notFound': 'La versione {number} del documento non esiste.',
  'policies.noDraft': "Non c'è una bozza da pubblicare o da eliminare.",
  'policies.draftChanged':
    'La bozza è cambiata (ora è la versione {number}): rileggila prima di pubblicarla.',
  'policies.unknownUser': 'Non esiste un utente con il codice indicato.',
  'consent.versionChanged':
    'Il documento è stato aggiornato mentre lo leggevi: rileggi la nuova versione e rispondi di nuovo.',
  'validation.userCode':
    'Il campo «{field}» deve avere 3–32 lettere, cifre, punti, trattini o trattini bassi, e iniziare con una lettera o una cifra.',
  'validation.supplierCode':
    'Il campo «{field}» deve avere 1–20 lettere, cifre, trattini o trattini bassi, e iniziare con una lettera o una cifra.',
  'validation.passwordStrength': 'Il campo «{field}» deve contenere almeno una lettera e una cifra.',
  'suppliers.notFound': 'Il fornitore richiesto non esiste.',
  'suppliers.codeTaken': 'Esiste già un fornitore con questo codice.',
  'suppliers.contactNotFound': 'Il contatto indicato non esiste per questo fornitore.',
  'users.notFound': 'L’utente richiesto non esiste.',
  'users.codeTaken': 'Esiste già un utente con questo codice.',
  'users.clientRequired': 'Un utente cliente (tipo C, WC o WU) deve avere il cliente per cui acquista.',
  'users.agentRequired': 'Un utente agente (tipo A) deve avere la sua scheda agente.',
  'users.unknownClient': 'Non esiste un cliente con il codice indicato.',
  'users.ownType': 'Non puoi togliere a te stesso il tipo Direzione (X).',
  'users.selfDeactivate': 'Non puoi disattivare il tuo stesso utente.',
  'users.selfReset': 'La tua password si cambia dalla pagina del tuo account, non da qui.',
  'users.lastManager': 'Deve restare almeno un utente attivo di tipo Direzione (X).',
  'outbox.notFound': 'Il messaggio richiesto non esiste.',
  'outbox.notRetriable':
    'Il messaggio non può essere reinviato: è già stato spedito o è in spedizione (stato {status}).',
  'outbox.badDateRange': BAD_DATE_RANGE.it,
} as const;

export type MessageKey = keyof typeof it;

const en: Record<MessageKey, string> = {
  ...contentMessagesEn,
  ...orderLifecycleMessagesEn,
  ...importsMessagesEn,
  ...issuesMessagesEn,
  ...quotesMessagesEn,
  ...returnsMessagesEn,
  ...approvalsMessagesEn,
  'error.badRequest': 'Bad request.',
  'error.malformedBody': 'The request body cannot be read.',
  'error.bodyTooLarge': 'The request is too large.',
  'error.unsupportedMediaType': 'Unsupported request format: use form-data, urlencoded or JSON.',
  'error.sessionId': "The x-sessionid header is missing or invalid (16–128 letters, digits, '-' or '_').",
  'error.notFound': 'The requested resource does not exist.',
  'error.internal': 'An unexpected error occurred. Please try again later.',
  'error.unavailable': 'The service is unavailable at the moment. Please try again later.',
  'validation.required': 'The field “{field}” is required.',
  'validation.notAllowed': 'The value of “{field}” is not allowed (allowed values: {allowed}).',
  'validation.tooLong': 'The field “{field}” is too long (at most {max} characters).',
  'validation.tooShort': 'The field “{field}” is too short (at least {min} characters).',
  'validation.invalid': 'The value of “{field}” is not valid.',
  'validation.controlCharacters':
    'The field “{field}” contains characters that are not allowed (control characters).',
  'validation.vatNumber':
    'The field “{field}” is not a valid VAT number: a country prefix and 2–13 letters or digits (IT01234567890).',
  'validation.fiscalCode':
    'The field “{field}” is not a valid fiscal code: 11 digits (a company) or 16 letters and digits (a person).',
  'validation.email': 'The field “{field}” is not a valid e-mail address.',
  'validation.phone': 'The field “{field}” is not a valid phone number (digits, spaces and a leading +).',
  'validation.postcode': 'The field “{field}” is not a valid postcode.',
  'validation.province': 'The field “{field}” must be the province’s two letters (e.g. MI).',
  'validation.country': 'The field “{field}” must be the country code (two letters, e.g. IT).',
  'validation.discountChain':
    'The field “{field}” must be a discount chain: up to 6 percentages below 100, with at most 2 decimals, joined by + (e.g. 20+10).',
  'validation.amount':
    'The field “{field}” must be an amount of at least 0 with at most 2 decimals (e.g. 25000 or 25,000.50).',
  'validation.percentage':
    'The field “{field}” must be a percentage from 0 to 99.99 with at most 2 decimals.',
  'auth.required': 'Please log in to do this.',
  'auth.invalidToken': 'The access token is not valid: please log in again.',
  'auth.sessionExpired': 'Your session has expired or was ended: please log in again.',
  'auth.forbidden': 'Your user is not allowed to do this.',
  'auth.badCredentials': 'Wrong user code or password.',
  'auth.rateLimited': 'Too many failed login attempts. Please try again in {minutes} minutes.',
  'password.wrongCurrent': 'The current password is not correct.',
  'password.mismatch': 'The two passwords do not match.',
  'password.weak': 'The password must contain at least one letter and one digit.',
  'password.likeUsername': 'The password must not contain the user code.',
  'password.unchanged': 'The new password must differ from the current one.',
  'consent.mandatory': 'Please fill in all mandatory fields: “{item}” is missing.',
  'consent.mustAccept': 'You must accept “{item}” to continue.',
  'consent.invalidOption': 'Please choose one of the options of “{item}”.',
  'consent.unknownItem': 'The item “{code}” is not part of this document.',
  'consent.duplicate': 'The item “{code}” appears more than once.',
  'catalogue.unknownCode': 'The code given in “{field}” does not exist.',
  'catalogue.unknownProduct': 'The requested product does not exist or is no longer in the catalogue.',
  'catalogue.favouritesLoginRequired': 'Please log in to see your favourite products.',
  'promotion.loginRequired': 'Please log in to see the promotions.',
  'promotion.otherUser':
    'You can only see the promotions of your own user and, as an agent, of the users of your clients.',
  'promotion.unknownUser': 'There is no {tipo} user with code {code}.',
  'cart.chooseClient':
    'Choose the client you are ordering for first (“Choose a client” in the reserved area): the cart is that client’s.',
  'cart.discountAboveCeiling':
    'You can give at most {ceiling}% extra discount on a line: {requested}% is above your ceiling and the approval rule for discounts is not active.',
  'currentorder.clientNotFound': 'Client {code} does not exist or is not one you can order for.',
  'currentorder.noClient': 'You are not ordering for any client: choose one first.',
  'quickorder.codiceSconosciuto': 'The code “{code}” is not in the catalogue.',
  'quickorder.nonInVendita': 'Product {code} is no longer sold.',
  'quickorder.quantitaNonValida': 'The quantity “{quantity}” is not valid: type a whole number from 1.',
  'quickorder.arrotondata':
    'Quantity raised from {requested} to {quantity}: the product is sold from {min} in multiples of {step}.',
  'quickorder.disponibilitaParziale':
    'Only {available} available: {quantity} in the cart instead of {requested}.',
  'quickorder.esaurito': 'Out of stock: not added to the cart.',
  'quickorder.ripetuta': 'Same product as row {row}: the quantities are added up there.',
  'cart.loginRequired': 'Please log in to use the cart.',
  'cart.productNotFound': 'The product does not exist or is no longer sold.',
  'cart.notEnoughStock': 'Not enough stock of product {code}: {available} available.',
  'cart.busy': 'The cart was being changed elsewhere at the same moment: please try again.',
  'cart.quantityRounded':
    'Quantity rounded from {requested} to {quantity}: the product is sold from {min} in multiples of {step}.',
  'cart.lineNotFound': 'The product is not in the cart.',
  'cart.userMismatch': 'TipoUtente and CodUtente do not match the logged-in user.',
  'wishlist.itemNotFound': 'The product is not in the wishlist.',
  'order.customersOnly':
    'An order is placed for a client: choose the client you are ordering for first (“Choose a client”).',
  'order.emptyCart': 'The cart is empty: add at least one product before ordering.',
  'order.notEnoughStock':
    'Not enough stock of product {code}: {requested} requested, {available} available. Your cart has not been changed.',
  'order.priceChanged':
    'Prices have changed since you saw the cart: the new total is {total}. Please check the cart and confirm again.',
  'order.idempotencyKeyRequired':
    'The Idempotency-Key header is missing (8–128 letters, digits, "-" or "_"): it keeps an order from being placed twice.',
  'order.idempotencyKeyReused': 'This Idempotency-Key was already used for a different order.',
  'order.inProgress':
    'The order with this Idempotency-Key is still being processed: please retry in a few seconds.',
  'order.notFound': 'The requested order does not exist.',
  'order.unknownAddress': 'The delivery address {code} is not one of the client’s.',
  'order.deliveryTooEarly': 'The requested delivery date must be after today.',
  'order.badDateRange': BAD_DATE_RANGE.en,
  'audit.notFound': 'The log asked for does not exist or is not one you may read.',
  'clients.notFound': 'The client asked for does not exist or is not one of the clients you follow.',
  'clients.addressNotFound': 'This client has no delivery address with that code.',
  'clients.contactNotFound': 'This client has no contact with that id.',
  'clients.unknownAgent': 'There is no agent with that code.',
  'agents.notFound': 'The agent asked for does not exist.',
  'validation.configLink':
    'The field “{field}” must be a path of the shop (starting with /), an http:// or https:// address, or mailto: or tel:.',
  'validation.iconName':
    'The field “{field}” must be an icon name: lowercase letters, digits and dashes (e.g. life-buoy).',
  'validation.entryKey':
    'The field “{field}” must have lowercase letters, digits and dashes (e.g. summer-offers).',
  'validation.orderType': 'The field “{field}” must be a code of 1–8 letters or digits (e.g. ORD).',
  'validation.policyCode':
    'The field “{field}” must have only letters, digits, dashes or underscores (e.g. PRIV04).',
  'validation.policyOptions':
    'The field “{field}” is needed: options are filled in order, with none left blank, and alike in both languages.',
  'validation.policyDuplicate': 'The code in “{field}” is already used by another item.',
  'settings.notFound': 'There is no entry “{key}” among the {tipo} entries.',
  'settings.keyTaken': 'There is already an entry “{key}” among the {tipo} entries.',
  'settings.single': '{tipo} has one entry only: change the existing one.',
  'settings.tooMany': '{tipo} can have at most {max} entries (per column, where there are columns).',
  'settings.columnRequired': 'Say which column (1–4) to reorder.',
  'settings.reorderMismatch': 'The order must list every entry of the list once, and nothing else.',
  'policies.notFound': 'Version {number} of the document does not exist.',
  'policies.noDraft': 'There is no draft to publish or to delete.',
  'policies.draftChanged':
    'The draft has changed (it is now version {number}): read it again before publishing it.',
  'policies.unknownUser': 'There is no user with that code.',
  'consent.versionChanged':
    'The document was updated while you were reading it: read the new version and answer again.',
  'validation.userCode':
    'The field “{field}” must have 3–32 letters, digits, dots, dashes or underscores, starting with a letter or a digit.',
  'validation.supplierCode':
    'The field “{field}” must have 1–20 letters, digits, dashes or underscores, starting with a letter or a digit.',
  'validation.passwordStrength': 'The field “{field}” must contain at least one letter and one digit.',
  'suppliers.notFound': 'The supplier asked for does not exist.',
  'suppliers.codeTaken': 'There is already a supplier with this code.',
  'suppliers.contactNotFound': 'This supplier has no contact with that id.',
  'users.notFound': 'The user asked for does not exist.',
  'users.codeTaken': 'There is already a user with this code.',
  'users.clientRequired': 'A customer user (type C, WC or WU) needs the client they buy for.',
  'users.agentRequired': 'An agent user (type A) needs their agent record.',
  'users.unknownClient': 'There is no client with that code.',
  'users.ownType': 'You cannot remove the Management type (X) from yourself.',
  'users.selfDeactivate': 'You cannot deactivate your own user.',
  'users.selfReset': 'Your own password is changed on your account page, not here.',
  'users.lastManager': 'At least one active Management user (type X) must remain.',
  'outbox.notFound': 'The message asked for does not exist.',
  'outbox.notRetriable': 'The message cannot be sent again: it was sent or is being sent (status {status}).',
  'outbox.badDateRange': BAD_DATE_RANGE.en,
};

export const CATALOGUES: Bilingual<Record<MessageKey, string>> = { it, en };

/** A parameter whose text depends on the reader's language (e.g. an order status's name). */
export type LocalisedParam = Readonly<Record<Language, string>>;
export type MessageParams = Record<string, string | number | LocalisedParam>;

/** An amount in euro as each language writes it ("12,50 €", "€12.50"), with the shop's decimals. */
export function moneyParam(amount: number | string, decimals: number): LocalisedParam {
  const format = (locale: string) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(Number(amount));
  return { it: format('it-IT'), en: format('en-GB') };
}

const paramText = (value: string | number | LocalisedParam, language: Language): string =>
  typeof value === 'object' ? value[language] : String(value);

/** Whether `key` names a message (for keys built at run time, e.g. from a validation rule). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(it, key);
}

/** The message in the language, with `{name}` placeholders filled in. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return text(CATALOGUES, language)[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : paramText(value, language);
  });
}
