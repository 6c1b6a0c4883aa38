// Suggested products that share a description tell apart: a signed-in user reads each one's brand,
// unit of sale and pack under its code and description.
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../../i18n/catalogues';
import { SuggestionList, type ListOption } from './SuggestionList';

const oil = (code: string, brand: string, unit: string, packSize: number): ListOption => ({
  kind: 'item',
  code,
  label: 'Olio extravergine d’oliva biologico 0,75 l',
  href: `/product/${code}`,
  item: {
    code,
    description: 'Olio extravergine d’oliva biologico 0,75 l',
    product: { brand: { name: brand }, unit, packSize, price: { netPrice: 7.5, decimals: 2 } } as never,
  },
});

describe('the suggestion list', () => {
  it('shows brand, unit and pack under each suggested product', () => {
    const options = [oil('OL0001', 'Monini', 'PZ', 1), oil('OL0002', 'Carapelli', 'CT', 6)];
    render(
      <UiProvider>
        <IntlProvider locale="it" defaultLocale="it" messages={catalogues.it}>
          <SuggestionList
            id="s"
            groups={[{ kind: 'item', options }]}
            active={-1}
            optionId={(i) => `s-${i}`}
            onChoose={() => undefined}
            onHover={() => undefined}
          />
        </IntlProvider>
      </UiProvider>,
    );
    expect(screen.getAllByTestId('suggestion-facts').map((f) => f.textContent)).toEqual([
      'Monini · PZ',
      'Carapelli · CT da 6',
    ]);
  });
});
