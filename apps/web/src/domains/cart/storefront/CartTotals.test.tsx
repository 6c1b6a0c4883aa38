// What the cart holds, in words a buyer reads: lines, then the quantities added up per unit of sale
// (10 cartons and 4 litres are not "14 pezzi"), in both languages.
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../i18n/catalogues';
import { emptyCart, type CartData } from './cart-optimistic';
import { CartTotals, quantitiesByUnit } from './CartTotals';

function line(code: string, unit: string, quantity: number): CartData['lines'][number] {
  return { code, unit, quantity } as CartData['lines'][number];
}
const lines = [line('CF0001', 'CT', 6), line('OL0002', 'LT', 4), line('CF0003', 'CT', 4)];
const cart = {
  lines,
  summary: { ...emptyCart(2).summary, total: 120.5, subtotal: 120.5, units: 14, lineCount: 3 },
};

function renderIn(locale: 'it' | 'en') {
  render(
    <UiProvider>
      <IntlProvider locale={locale} messages={catalogues[locale]}>
        <CartTotals cart={cart} />
      </IntlProvider>
    </UiProvider>,
  );
}

describe('CartTotals', () => {
  it('adds quantities per unit of sale, in the order the units first appear', () => {
    expect(quantitiesByUnit(lines)).toEqual([
      { unit: 'CT', quantity: 10 },
      { unit: 'LT', quantity: 4 },
    ]);
  });

  it('says the lines and the quantities per unit, never a sum of cartons and litres (Italian)', () => {
    renderIn('it');
    expect(screen.getByTestId('cart-count').textContent).toBe('3 righe: 10 CT e 4 LT');
  });

  it('says the same in English', () => {
    renderIn('en');
    expect(screen.getByTestId('cart-count').textContent).toBe('3 lines: 10 CT, 4 LT');
  });
});
