// Turns zod issues into envelope errors: one per failing field, titled in the request's language.
import { CONTROL_CHARACTERS_RULE, type ApiError, type Language } from '@shop/contract';
import type { z } from 'zod';
import { isMessageKey, translate } from '../kernel/texts/messages';

/** Longer lists of allowed values are left out of the message: they would not help a reader. */
const MAX_LISTED_VALUES = 8;

function title(issue: z.core.$ZodIssue, field: string, input: unknown, language: Language): string {
  switch (issue.code) {
    case 'invalid_type':
      return translate(language, input === undefined ? 'validation.required' : 'validation.invalid', {
        field,
      });
    case 'invalid_value':
      return issue.values.length <= MAX_LISTED_VALUES
        ? translate(language, 'validation.notAllowed', {
            field,
            allowed: issue.values.map(String).join(', '),
          })
        : translate(language, 'validation.invalid', { field });
    case 'too_big':
      return issue.origin === 'string'
        ? translate(language, 'validation.tooLong', { field, max: Number(issue.maximum) })
        : translate(language, 'validation.invalid', { field });
    case 'too_small':
      // Blank or missing where something is required (a trimmed field of only spaces, or a field a
      // rule of the whole payload asks for): "required", not "too short".
      if (
        issue.origin === 'string' &&
        (input === undefined || (typeof input === 'string' && input.trim() === '')) &&
        Number(issue.minimum) <= 1
      )
        return translate(language, 'validation.required', { field });
      return issue.origin === 'string'
        ? translate(language, 'validation.tooShort', { field, min: Number(issue.minimum) })
        : translate(language, 'validation.invalid', { field });
    case 'custom': {
      // A contract rule (kernel/fields.ts: vatNumber, discountChain...) has its own message.
      const rule = issue.params?.rule === CONTROL_CHARACTERS_RULE ? 'controlCharacters' : issue.params?.rule;
      const key = `validation.${String(rule)}`;
      return translate(language, isMessageKey(key) ? key : 'validation.invalid', { field });
    }
    default:
      return translate(language, 'validation.invalid', { field });
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Envelope errors for a failed payload, the first failing field first, one error per field. */
export function validationErrors(error: z.ZodError, input: unknown, language: Language): ApiError[] {
  const seen = new Set<string>();
  const errors: ApiError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({
      // An issue without a field is about the payload as a whole (a JSON array, a bare string...).
      title: field
        ? title(issue, field, valueAt(input, issue.path), language)
        : translate(language, 'error.badRequest'),
      code: 'VALIDATION',
      ...(field ? { field } : {}),
    });
  }
  return errors;
}
