// The conventions of every management list call: `page`, `pageSize`, `sort` ("field" ascending,
// "-field" descending), `search` (free text) and the list's own filter fields in; `{ items, total,
// page, pageSize }` out. The grids of the reserved area and their exports read lists this way.
import { z } from 'zod';
import { languageSchema } from './language';
import { singleLineText } from './text';

/** The largest page a list call answers: an export reads the filtered rows in pages of this size. */
export const MAX_LIST_PAGE_SIZE = 500;
export const DEFAULT_LIST_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 100;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional integer form field with bounds and a default. */
export const formIntSchema = (min: number, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

export interface ListSort<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** `sort`: one of `fields`, "-" in front for descending; empty for `fallback`. */
export function sortSchema<F extends string>(fields: readonly [F, ...F[]], fallback: ListSort<F>) {
  const allowed = new Set<string>(fields);
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((value) => allowed.has(value.replace(/^-/, '')), {
        message: `one of ${fields.join(', ')}, with "-" in front for descending`,
      })
      .transform((value): ListSort<F> =>
        value.startsWith('-')
          ? { field: value.slice(1) as F, direction: 'desc' }
          : { field: value as F, direction: 'asc' },
      )
      .optional()
      .default(fallback),
  );
}

/** The fields every list call takes; extend it with the list's filters and its sort. */
export const listPayloadBase = {
  page: formIntSchema(1, 1_000_000, 1),
  pageSize: formIntSchema(1, MAX_LIST_PAGE_SIZE, DEFAULT_LIST_PAGE_SIZE),
  search: z.preprocess(blankToUndefined, singleLineText({ max: MAX_SEARCH_LENGTH }).optional()),
  Lingua: languageSchema.optional().default('it'),
};

/** The answer of a list call whose rows match `item`. */
export function listDataSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Rows matching the filters (all pages). */
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export interface ListData<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
