// A discount chain ("20+10+7.5", as the API writes it) in the reader's language: each step with the
// locale's decimal separator ("20+10+7,5" in Italian), the plus signs as they are.
import type { IntlShape } from 'react-intl';

export function formatDiscountChain(intl: IntlShape, chain: string | null | undefined): string {
  if (!chain) return '';
  return chain
    .split('+')
    .map((step) => {
      const value = Number(step.trim());
      return step.trim() === '' || Number.isNaN(value)
        ? step
        : intl.formatNumber(value, { maximumFractionDigits: 4, useGrouping: false });
    })
    .join('+');
}
