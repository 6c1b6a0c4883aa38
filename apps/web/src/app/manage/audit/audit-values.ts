// A value of the audit log as its reader reads it: the API says what each value is (AuditValueKind),
// so a day, an amount or a count is formatted for the reader's language and a code (an order status,
// a channel) named with the record page's labels; text stays as it was typed.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { AuditValueKind } from '../../../gql/graphql';
import { formatDay } from '../publishing/days';

/** The names of coded values, per kind (ORDER_STATUS: { PARTLY_SHIPPED: …, … }). */
export type AuditValueLabels = Partial<Record<AuditValueKind, Readonly<Record<string, MessageDescriptor>>>>;

export function auditValueText(
  intl: IntlShape,
  kind: AuditValueKind,
  text: string,
  labels: AuditValueLabels = {},
): string {
  const number = Number(text);
  switch (kind) {
    case 'DATE':
      return formatDay(intl, text);
    case 'AMOUNT':
      return text.trim() === '' || Number.isNaN(number)
        ? text
        : intl.formatNumber(number, { style: 'currency', currency: 'EUR' });
    case 'NUMBER':
      return text.trim() === '' || Number.isNaN(number) ? text : intl.formatNumber(number);
    case 'ORDER_LINE':
      return orderLineText(intl, text);
    case 'TEXT':
      return text;
    default: {
      const label = labels[kind]?.[text];
      return label ? intl.formatMessage(label) : text;
    }
  }
}

const ORDER_LINE = /^(\d+(?:\.\d+)?) × (\d+(?:\.\d+)?)(?: \((.+)\))?$/;

/** "12 × 3.4500 (20+10)" as "12 × 3,45 € (20+10)": the price with its own decimals, 2 at least. */
function orderLineText(intl: IntlShape, text: string): string {
  const match = ORDER_LINE.exec(text);
  if (!match) return text;
  const [, quantity, price, discounts] = match as unknown as [string, string, string, string | undefined];
  const priced = `${intl.formatNumber(Number(quantity))} × ${intl.formatNumber(Number(price), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  })}`;
  return discounts ? `${priced} (${discounts})` : priced;
}

/** A field of a record's lines ("riga AL000001", as the API names an order's line): its product code. */
export const LINE_FIELD = /^riga (\S+)$/;
