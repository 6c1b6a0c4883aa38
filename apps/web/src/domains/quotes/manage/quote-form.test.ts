// The editor's form: its defaults from the quote, its checks, and what saveQuote receives.
import { describe, expect, it } from 'vitest';
import { quoteFormDefaults, quoteFormSchema, revisionOnSave, toQuoteLines } from './quote-form';

const revision = {
  __typename: 'QuoteRevision' as const,
  revision: 1,
  validUntil: '2026-12-31',
  customerNotes: 'Consegna in 10 giorni',
  internalNotes: 'margine basso',
  createdBy: 'moretti',
  createdAt: '2026-11-20T10:00:00Z',
  sentAt: null,
  total: 100,
  lines: [
    {
      __typename: 'QuoteLine' as const,
      line: 1,
      productCode: 'A1',
      description: 'Vite',
      unit: 'PZ',
      quantity: 10,
      listPrice: 10,
      // The client's own price (10 less 20+10) and the agent's 12.5 % on top: 37 % off the list.
      clientPrice: 7.2,
      extraDiscount: 12.5,
      discount: 37,
      netPrice: 6.3,
      total: 63,
    },
    {
      __typename: 'QuoteLine' as const,
      line: 2,
      productCode: 'B2',
      description: 'Dado',
      unit: 'PZ',
      quantity: 5,
      listPrice: 3,
      clientPrice: 3,
      extraDiscount: 16.6667,
      discount: 16.6667,
      netPrice: 2.5,
      total: 12.5,
    },
  ],
};

describe('quoteFormDefaults', () => {
  it("starts from the current revision's lines (their extra discount), validity and notes", () => {
    const values = quoteFormDefaults(
      { validUntil: '2026-12-31', requestedLines: [], revisions: [revision] },
      '2026-11-24',
    );
    expect(values.lines).toEqual([
      { productCode: 'A1', quantity: '10', discount: '12,5', netPrice: '' },
      { productCode: 'B2', quantity: '5', discount: '', netPrice: '2,5' },
    ]);
    expect(values.validUntil).toBe('2026-12-31');
    expect(values.internalNotes).toBe('margine basso');
  });

  it("starts a request from the customer's lines and the default validity", () => {
    const values = quoteFormDefaults(
      {
        validUntil: null,
        requestedLines: [
          { __typename: 'QuoteRequestedLine' as const, productCode: 'A1', description: 'Vite', quantity: 40 },
        ],
        revisions: [],
      },
      '2026-11-24',
    );
    expect(values.lines).toEqual([{ productCode: 'A1', quantity: '40', discount: '', netPrice: '' }]);
    expect(values.validUntil).toBe('2026-12-24');
  });
});

describe('quoteFormSchema and toQuoteLines', () => {
  it('sends a net price over a discount, a discount, or neither', () => {
    const values = quoteFormSchema.parse({
      lines: [
        { productCode: 'a1', quantity: '10', discount: '12,5', netPrice: '' },
        { productCode: 'B2', quantity: '5', discount: '', netPrice: '2,5' },
        { productCode: 'C3', quantity: '1', discount: '', netPrice: '' },
      ],
      validUntil: '2026-12-31',
      customerNotes: '',
      internalNotes: '',
    });
    expect(toQuoteLines(values)).toEqual([
      { productCode: 'A1', quantity: 10, extraDiscount: 12.5 },
      { productCode: 'B2', quantity: 5, netPrice: 2.5 },
      { productCode: 'C3', quantity: 1 },
    ]);
  });

  it('refuses a discount over 100, a zero quantity and a bad day', () => {
    const result = quoteFormSchema.safeParse({
      lines: [{ productCode: 'A1', quantity: '0', discount: '120', netPrice: '' }],
      validUntil: '31/12/2026',
      customerNotes: '',
      internalNotes: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'lines.0.discount',
      'lines.0.quantity',
      'validUntil',
    ]);
  });
});

describe('revisionOnSave', () => {
  it('rewrites an unsent draft and makes the next revision of a sent quote', () => {
    expect(revisionOnSave({ status: 'DRAFT', revision: 1, revisions: [revision] })).toBe(1);
    expect(revisionOnSave({ status: 'SENT', revision: 1, revisions: [{ ...revision, sentAt: 'x' }] })).toBe(
      2,
    );
    expect(revisionOnSave({ status: 'REQUESTED', revision: 0, revisions: [] })).toBe(1);
  });
});
