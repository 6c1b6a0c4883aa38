// The edit-lines dialog's form (a received order, EDIT_LINES): every line the order should have, each
// product once, with its units and staff's extra discount; new lines by product code. It sends all of
// them in the form's order, so the API's `lines.<i>.<field>` is the form's own field. The API prices
// the order again (the client's list, chain and today's promotions) and rounds units up to the pack.
import { z } from 'zod';
import type { OrderLineEditInput } from '../../../gql/graphql';

const MAX_EXTRA_DISCOUNT = 99.99;

const quantity = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,5}$/);
const discount = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^\d{1,2}([.,]\d{1,2})?$/),
]);

export const editLinesFormSchema = z
  .object({
    lines: z
      .array(
        z.object({
          code: z
            .string()
            .trim()
            .min(1)
            .max(30)
            .regex(/^[A-Za-z0-9._/-]+$/),
          description: z.string(),
          quantity,
          extraDiscount: discount,
        }),
      )
      .min(1),
  })
  .superRefine((values, ctx) => {
    const seen = new Map<string, number>();
    values.lines.forEach((line, index) => {
      const code = line.code.trim().toUpperCase();
      if (code && seen.has(code))
        ctx.addIssue({
          code: 'custom',
          params: { rule: 'duplicateCode' },
          input: line.code,
          path: ['lines', index, 'code'],
        });
      else seen.set(code, index);
      const value = Number(line.extraDiscount.replace(',', '.'));
      if (line.extraDiscount !== '' && value > MAX_EXTRA_DISCOUNT)
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: MAX_EXTRA_DISCOUNT,
          inclusive: true,
          input: value,
          path: ['lines', index, 'extraDiscount'],
        });
    });
  });

export type EditLinesFormInput = z.input<typeof editLinesFormSchema>;
export type EditLinesFormValues = z.output<typeof editLinesFormSchema>;

/** The order's lines as the form starts them. */
export function editLinesDefaults(
  lines: ReadonlyArray<{ code: string; description: string; quantity: number; extraDiscount: number }>,
): EditLinesFormInput {
  return {
    lines: lines.map((line) => ({
      code: line.code,
      description: line.description,
      quantity: String(line.quantity),
      extraDiscount: line.extraDiscount ? String(line.extraDiscount).replace('.', ',') : '',
    })),
  };
}

/** `editOrderLines`' lines: every row, in order (so the API's index is the form's). */
export function toEditedLines(values: EditLinesFormValues): OrderLineEditInput[] {
  return values.lines.map((line) => ({
    code: line.code.trim().toUpperCase(),
    quantity: Number(line.quantity),
    extraDiscount: line.extraDiscount === '' ? 0 : Number(line.extraDiscount.replace(',', '.')),
  }));
}
