// The ship dialog's form: every open line with its open units prefilled (editable, 0 leaves a line
// out), the delivery note's transport data, and what it sends as `shipOrder`'s input. The API checks
// everything again and names the field it refuses (`input.carrier`, `input.lines.0.quantity`):
// `serverFieldsOf` says which form field each sent line came from.
import { z } from 'zod';
import type { Carriage, ShipmentInput, TransportBy } from '../../../gql/graphql';

export const CARRIAGES: readonly Carriage[] = ['PAID', 'FORWARD'];
export const TRANSPORT_BY: readonly TransportBy[] = ['SENDER', 'RECIPIENT', 'CARRIER'];

const tooSmall = (path: Array<string | number>) =>
  ({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: '', path }) as const;

export const shipFormSchema = z
  .object({
    lines: z.array(
      z.object({
        code: z.string(),
        open: z.number(),
        quantity: z
          .string()
          .trim()
          .regex(/^\d{1,6}$/),
      }),
    ),
    packages: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/),
    ]),
    weightKg: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{1,6}([.,]\d{1,3})?$/),
    ]),
    appearance: z.string().trim().max(60),
    carriage: z.enum(CARRIAGES as [Carriage, ...Carriage[]]),
    carriedBy: z.enum(TRANSPORT_BY as [TransportBy, ...TransportBy[]]),
    carrier: z.string().trim().max(200),
    notes: z.string().trim().max(500),
    restExpectedDate: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
  })
  .superRefine((values, ctx) => {
    values.lines.forEach((line, index) => {
      const quantity = Number(line.quantity);
      if (/^\d+$/.test(line.quantity.trim()) && quantity > line.open)
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: line.open,
          inclusive: true,
          input: quantity,
          path: ['lines', index, 'quantity'],
        });
    });
    if (values.lines.every((line) => Number(line.quantity) === 0 || !/^\d+$/.test(line.quantity.trim())))
      ctx.addIssue({
        code: 'custom',
        params: { rule: 'nothingToShip' },
        input: values.lines,
        path: ['lines'],
      });
    if (values.carriedBy === 'CARRIER' && !values.carrier.trim()) ctx.addIssue(tooSmall(['carrier']));
  });

export type ShipFormInput = z.input<typeof shipFormSchema>;
export type ShipFormValues = z.output<typeof shipFormSchema>;

/** The form's first values: each line still open with all of its open units. */
export function shipFormDefaults(
  lines: ReadonlyArray<{ code: string; openQuantity: number }>,
): ShipFormInput {
  return {
    lines: lines
      .filter((line) => line.openQuantity > 0)
      .map((line) => ({ code: line.code, open: line.openQuantity, quantity: String(line.openQuantity) })),
    packages: '',
    weightKg: '',
    appearance: '',
    carriage: 'PAID',
    carriedBy: 'SENDER',
    carrier: '',
    notes: '',
    restExpectedDate: '',
  };
}

/** The form's indexes of the lines that are sent (quantity above 0), in the order they are sent. */
export function sentLineIndexes(values: Pick<ShipFormValues, 'lines'>): number[] {
  return values.lines.flatMap((line, index) => (Number(line.quantity) > 0 ? [index] : []));
}

const text = (value: string) => value.trim() || null;

/** `shipOrder`'s input: the lines with units to ship, the transport data given (empty: the API's default). */
export function toShipmentInput(values: ShipFormValues): ShipmentInput {
  const lines = values.lines
    .map((line) => ({ code: line.code, quantity: Number(line.quantity) }))
    .filter((line) => line.quantity > 0);
  return {
    lines,
    packages: values.packages ? Number(values.packages) : null,
    weightKg: values.weightKg ? Number(values.weightKg.replace(',', '.')) : null,
    appearance: text(values.appearance),
    carriage: values.carriage,
    carriedBy: values.carriedBy,
    carrier: values.carriedBy === 'CARRIER' ? text(values.carrier) : null,
    notes: text(values.notes),
    restExpectedDate: values.restExpectedDate || null,
  };
}

/**
 * The gateway's field paths of the sent lines → the form's fields: the n-th line sent is the form's
 * line `sentLineIndexes(values)[n]` (lines at 0 are not sent).
 */
export function serverFieldsOf(values: Pick<ShipFormValues, 'lines'>): Record<string, string> {
  return Object.fromEntries(
    sentLineIndexes(values).flatMap((formIndex, sentIndex) => [
      [`input.lines.${sentIndex}.quantity`, `lines.${formIndex}.quantity`],
      [`input.lines.${sentIndex}.code`, `lines.${formIndex}.quantity`],
      [`input.lines.${sentIndex}`, `lines.${formIndex}.quantity`],
    ]),
  );
}

/**
 * The form's `serverFields` for the lines sent last: a map read when a save fails, set (`remember`)
 * at each submit, since which lines are sent depends on the quantities typed.
 */
export function sentLinesMap() {
  let current: Record<string, string> = {};
  return {
    fields: new Proxy<Record<string, string>>(
      {},
      { get: (_target, path) => (typeof path === 'string' ? current[path] : undefined) },
    ),
    remember: (map: Record<string, string>) => {
      current = map;
    },
  };
}
