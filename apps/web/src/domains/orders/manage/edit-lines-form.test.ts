import { describe, expect, it } from 'vitest';
import { editLinesDefaults, editLinesFormSchema, toEditedLines } from './edit-lines-form';

const line = (code: string, quantity: string, extraDiscount = '') => ({
  code,
  description: '',
  quantity,
  extraDiscount,
});

describe('the edit-lines form', () => {
  it('starts from the order’s lines, a discount in the Italian way', () => {
    expect(
      editLinesDefaults([{ code: 'AL000001', description: 'Farina', quantity: 10, extraDiscount: 2.5 }]),
    ).toEqual({ lines: [{ code: 'AL000001', description: 'Farina', quantity: '10', extraDiscount: '2,5' }] });
  });

  it('sends every line in order, codes in capitals, no discount as 0', () => {
    const values = editLinesFormSchema.parse({
      lines: [line('al000001', '12', '2,5'), line('BE000002', '3')],
    });
    expect(toEditedLines(values)).toEqual([
      { code: 'AL000001', quantity: 12, extraDiscount: 2.5 },
      { code: 'BE000002', quantity: 3, extraDiscount: 0 },
    ]);
  });

  it('refuses no units, a product twice, a discount of 100 and no line at all, at their fields', () => {
    const result = editLinesFormSchema.safeParse({
      lines: [line('AL000001', '0'), line('al000001', '2'), line('BE000002', '1', '100')],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['lines.0.quantity', 'lines.1.code', 'lines.2.extraDiscount']),
    );
    expect(editLinesFormSchema.safeParse({ lines: [] }).success).toBe(false);
  });
});
