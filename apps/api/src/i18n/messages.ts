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
};

export const CATALOGUES: Record<Language, Record<MessageKey, string>> = { it, en };

export type MessageParams = Record<string, string | number>;

/** The message in the language, with `{name}` placeholders filled in. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return CATALOGUES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
