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
    case 'TEXT':
      return text;
    default: {
      const label = labels[kind]?.[text];
      return label ? intl.formatMessage(label) : text;
    }
  }
}
