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
};

export const CATALOGUES: Record<Language, Record<MessageKey, string>> = { it, en };

export type MessageParams = Record<string, string | number>;

/** The message in the language, with `{name}` placeholders filled in. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return CATALOGUES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
