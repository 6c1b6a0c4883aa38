// The quote editor's form: every line of the current revision (product code, units, and either the
// agent's extra discount on the client's own net price or a net unit price), the validity day and the
// notes. It sends
// the lines in the form's order, so the API's `lines.<i>.<field>` is the form's own field; the API
// prices them (list price, net, totals) and answers the quote as saved.
import { z } from 'zod';
import type { QuoteLineInput } from '../../../gql/graphql';
import type { ManagedQuote } from './quote-documents';

/** The validity a request gets when it has no revision yet (the API's default for a new draft). */
export const DEFAULT_VALIDITY_DAYS = 30;
const MAX_NOTES = 2000;

const quantity = z
  .string()
  .trim()
  .regex(/^([1-9]\d{0,5}|1000000)$/);
const discount = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^(100([.,]0{1,2})?|\d{1,2}([.,]\d{1,2})?)$/),
]);
const netPrice = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^\d{1,7}([.,]\d{1,4})?$/),
]);

export const quoteFormSchema = z.object({
  lines: z
    .array(
      z.object({
        productCode: z
          .string()
          .trim()
          .min(1)
          .max(30)
          .regex(/^[A-Za-z0-9._/-]+$/),
        quantity,
        discount,
        netPrice,
      }),
    )
    .min(1)
    .max(200),
  validUntil: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
  customerNotes: z.string().max(MAX_NOTES),
  internalNotes: z.string().max(MAX_NOTES),
});

export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormValues = z.output<typeof quoteFormSchema>;
export type QuoteFormLine = QuoteFormInput['lines'][number];

type Quote = Pick<ManagedQuote, 'validUntil' | 'requestedLines' | 'revisions'>;

export const emptyLine = (): QuoteFormLine => ({
  productCode: '',
  quantity: '1',
  discount: '',
  netPrice: '',
});

const decimal = (value: number) => String(value).replace('.', ',');
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-9;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The form as it starts: the current revision's lines (an extra discount kept as typed; a net price
 * whose extra discount has more than two decimals as its net price), else the customer's requested
 * lines, else
 * one empty line; the revision's validity day, else `today` + the default validity.
 */
export function quoteFormDefaults(quote: Quote, today: string): QuoteFormInput {
  const current = quote.revisions.at(-1);
  const lines: QuoteFormLine[] =
    current && current.lines.length > 0
      ? current.lines.map((line) => ({
          productCode: line.productCode,
          quantity: String(line.quantity),
          discount:
            line.extraDiscount && hasAtMostTwoDecimals(line.extraDiscount) ? decimal(line.extraDiscount) : '',
          netPrice:
            line.extraDiscount && !hasAtMostTwoDecimals(line.extraDiscount) ? decimal(line.netPrice) : '',
        }))
      : quote.requestedLines.map((line) => ({
          productCode: line.productCode,
          quantity: String(line.quantity),
          discount: '',
          netPrice: '',
        }));
  return {
    lines: lines.length > 0 ? lines : [emptyLine()],
    validUntil: current?.validUntil ?? quote.validUntil ?? addDays(today, DEFAULT_VALIDITY_DAYS),
    customerNotes: current?.customerNotes ?? '',
    internalNotes: current?.internalNotes ?? '',
  };
}

const number = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * `saveQuote`'s lines: every row in order; a net price wins over the extra discount; neither: the
 * client's own net price.
 */
export function toQuoteLines(values: QuoteFormValues): QuoteLineInput[] {
  return values.lines.map((line) => ({
    productCode: line.productCode.trim().toUpperCase(),
    quantity: Number(line.quantity),
    ...(line.netPrice !== ''
      ? { netPrice: number(line.netPrice) }
      : line.discount !== ''
        ? { extraDiscount: number(line.discount) }
        : {}),
  }));
}

/** The revision saving makes: the same for an unsent draft, the next one once a revision was sent. */
export function revisionOnSave(quote: Pick<ManagedQuote, 'status' | 'revision' | 'revisions'>) {
  const current = quote.revisions.at(-1);
  const inPlace = quote.status === 'DRAFT' && quote.revision > 0 && !current?.sentAt;
  return inPlace ? quote.revision : quote.revision + 1;
}

/** The statuses whose current revision staff may change (a sent one by a new revision). */
export const EDITABLE_STATUSES = new Set(['DRAFT', 'REQUESTED', 'CHANGES_REQUESTED', 'SENT']);
