// One quote status badge for both audiences: the reserved area names every status, the customer
// sees a quote waiting for the internal approval as one in preparation, like a draft.
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@shop/ui';
import type { QuoteStatus } from '../../../gql/graphql';
import { catalogues } from '../../../i18n/catalogues';
import { QuoteStatusBadge } from './QuoteStatusBadge';

function label(status: QuoteStatus, customer: boolean, locale: 'it' | 'en' = 'it'): string {
  const { unmount } = render(
    <UiProvider>
      <IntlProvider locale={locale} messages={catalogues[locale]}>
        <QuoteStatusBadge status={status} customer={customer} />
      </IntlProvider>
    </UiProvider>,
  );
  const text = screen.getByTestId('quote-status').textContent;
  unmount();
  return text ?? '';
}

describe('QuoteStatusBadge', () => {
  it('names the draft and the internal approval apart for the staff', () => {
    expect(label('DRAFT', false)).toBe('Bozza');
    expect(label('PENDING_APPROVAL', false)).toBe('In approvazione');
    expect(label('PENDING_APPROVAL', false, 'en')).toBe('Awaiting approval');
  });

  it('shows the customer both as in preparation', () => {
    expect(label('DRAFT', true)).toBe('In preparazione');
    expect(label('PENDING_APPROVAL', true)).toBe('In preparazione');
    expect(label('PENDING_APPROVAL', true, 'en')).toBe('In preparation');
  });

  it('names the other statuses alike for both', () => {
    for (const status of ['REQUESTED', 'SENT', 'ACCEPTED', 'EXPIRED'] as const)
      expect(label(status, true)).toBe(label(status, false));
  });
});
