// Field schemas shared by the management calls (orders, order actions, backorders, documents, quotes,
// returns, approvals, issues): filters, JSON arrays sent as one form field, numbers typed by a person.
// Internal to the contract: the kernel's index does not export them.
import { z } from 'zod';
import { clientCodeSchema } from './fields';

export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
export const isoDaySchema = z.iso.date();

/** A client code as typed, compared in capitals. */
export const clientFilterSchema = clientCodeSchema.transform((code) => code.toUpperCase());

/**
 * An array of `item` sent as JSON: a JSON body's array, or the JSON text of one form field (many
 * form fields would hit the form parsers' field limits). Text that is not JSON is refused by the array.
 */
export function jsonArrayField<T extends z.ZodType>(item: T, min: number, max: number) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, z.array(item).min(min).max(max));
}

/** A whole number typed in a form (or sent as a JSON number) from `min` to `max`. */
export const wholeNumberSchema = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value),
    z.coerce.number().int().min(min).max(max),
  );

/** A decimal number typed in a form ("12,5" or 12.5) from 0 to `max`, with at most `decimals` decimals. */
export const decimalSchema = (max: number, decimals: number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().replace(',', '.');
      return text === '' ? undefined : text;
    },
    z.coerce
      .number()
      .min(0)
      .max(max)
      .refine((n) => Math.abs(n * 10 ** decimals - Math.round(n * 10 ** decimals)) < 1e-6, {
        message: `at most ${decimals} decimals`,
      }),
  );

/** Document and order numbers: year / six-digit sequence, e.g. "2026/000123". */
export const yearNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{4}\/\d{6,9}$/);
