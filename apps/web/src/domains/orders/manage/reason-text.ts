// Why an order waits, in words: the rule with its figures (amounts in euro, discounts in percent).
import type { IntlShape } from 'react-intl';
import type { ApprovalRuleKind } from '../../../gql/graphql';
import { reasonMessages } from './approval-messages';

export interface ReasonFigures {
  kind: ApprovalRuleKind;
  value?: number | null;
  limit?: number | null;
}

export function reasonText(intl: IntlShape, reason: ReasonFigures): string {
  const percent = reason.kind === 'AGENT_DISCOUNT_ABOVE_CEILING';
  const figure = (n: number | null | undefined) =>
    n == null
      ? ''
      : percent
        ? intl.formatNumber(n / 100, { style: 'percent', maximumFractionDigits: 2 })
        : intl.formatNumber(n, { style: 'currency', currency: 'EUR' });
  return intl.formatMessage(reasonMessages[reason.kind], {
    value: figure(reason.value),
    limit: figure(reason.limit),
  });
}
