// The API's own user-facing messages (error titles), in Italian (the default) and English.
import type { Language } from '@shop/contract';

const it = {
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
  'promotion.otherUser': 'Puoi vedere solo le promozioni del tuo utente.',
  'promotion.unknownUser': 'Non esiste un utente {tipo} con codice {code}.',
  'cart.customersOnly':
    'Il carrello è riservato ai clienti: gli utenti interni ordinano dall’area riservata.',
  'cart.loginRequired': 'Accedi per usare il carrello.',
  'cart.productNotFound': 'L’articolo richiesto non esiste o non è più in vendita.',
  'cart.notEnoughStock': 'Disponibilità insufficiente per l’articolo {code}: disponibili {available}.',
  'cart.busy': 'Il carrello è stato modificato altrove nello stesso momento: riprova.',
  'cart.quantityRounded':
    'Quantità arrotondata da {requested} a {quantity}: l’articolo si vende da {min} in multipli di {step}.',
  'cart.lineNotFound': 'L’articolo non è nel carrello.',
  'cart.userMismatch': 'TipoUtente e CodUtente non corrispondono all’utente collegato.',
  'wishlist.itemNotFound': 'L’articolo non è nella lista dei preferiti.',
  'order.customersOnly': 'Solo i clienti possono inviare ordini dal negozio.',
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
  'order.badDateRange': 'La data iniziale non può essere successiva a quella finale.',
} as const;

export type MessageKey = keyof typeof it;

const en: Record<MessageKey, string> = {
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
  'promotion.otherUser': 'You can only see the promotions of your own user.',
  'promotion.unknownUser': 'There is no {tipo} user with code {code}.',
  'cart.customersOnly': 'The cart is for customers: staff users order from the reserved area.',
  'cart.loginRequired': 'Please log in to use the cart.',
  'cart.productNotFound': 'The product does not exist or is no longer sold.',
  'cart.notEnoughStock': 'Not enough stock of product {code}: {available} available.',
  'cart.busy': 'The cart was being changed elsewhere at the same moment: please try again.',
  'cart.quantityRounded':
    'Quantity rounded from {requested} to {quantity}: the product is sold from {min} in multiples of {step}.',
  'cart.lineNotFound': 'The product is not in the cart.',
  'cart.userMismatch': 'TipoUtente and CodUtente do not match the logged-in user.',
  'wishlist.itemNotFound': 'The product is not in the wishlist.',
  'order.customersOnly': 'Only customers can place orders in the shop.',
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
  'order.badDateRange': 'The start date cannot be after the end date.',
};

export const CATALOGUES: Record<Language, Record<MessageKey, string>> = { it, en };

export type MessageParams = Record<string, string | number>;

/** The message in the language, with `{name}` placeholders filled in. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return CATALOGUES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
