import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../i18n/catalogues';
import { ADD_CART_GROUP, createNotifications, ORDER_SUCCESS_GROUP } from './notifications';
import { ShopToaster } from './ShopToaster';
import { createShopToaster, TOAST_DURATION_MS } from './toaster';

const intlFor = (locale: 'it' | 'en') => createIntl({ locale, messages: catalogues[locale] });

describe('notifications', () => {
  it('announces an added product in group addCartSuccess, translated, for 5000 ms', () => {
    const toaster = createShopToaster();
    createNotifications(toaster, intlFor('en')).notifyAddedToCart('Risma A4');
    const [toast] = toaster.getVisibleToasts();
    expect(toast?.title).toBe('Risma A4 has been added to your cart!');
    expect(toast?.meta).toEqual({ group: ADD_CART_GROUP });
    expect(toast?.type).toBe('success');
    expect(toast?.duration).toBe(TOAST_DURATION_MS);

    createNotifications(toaster, intlFor('it')).notifyAddedToCart('Penna blu');
    expect(toaster.getVisibleToasts()[0]?.title).toBe('Penna blu è stato aggiunto al carrello!');
  });

  it('announces a placed order with its number', () => {
    const toaster = createShopToaster();
    createNotifications(toaster, intlFor('it')).notifyOrderSuccess('2025/0042');
    const [toast] = toaster.getVisibleToasts();
    expect(toast?.title).toBe('Ordine inviato');
    expect(toast?.description).toContain('2025/0042');
    expect(toast?.meta).toEqual({ group: ORDER_SUCCESS_GROUP });
  });

  it('shows at most 4 toasts and queues the rest', () => {
    const toaster = createShopToaster();
    const notify = createNotifications(toaster, intlFor('en'));
    for (const name of ['A', 'B', 'C', 'D', 'E']) notify.notifyAddedToCart(name);
    expect(toaster.getVisibleToasts()).toHaveLength(4);
    toaster.remove(toaster.getVisibleToasts()[0]?.id);
    expect(toaster.getVisibleToasts().map((t) => t.title)).toContain('E has been added to your cart!');
  });

  it('refreshes the toast of a product added again instead of stacking a copy', () => {
    const toaster = createShopToaster();
    const notify = createNotifications(toaster, intlFor('en'));
    notify.notifyAddedToCart('A');
    notify.notifyAddedToCart('A');
    expect(toaster.getVisibleToasts()).toHaveLength(1);
  });

  it('renders the toasts on screen with a translated close button', async () => {
    const toaster = createShopToaster();
    render(
      <UiProvider>
        <IntlProvider locale="en" messages={catalogues.en}>
          <ShopToaster toaster={toaster} />
        </IntlProvider>
      </UiProvider>,
    );
    act(() => {
      createNotifications(toaster, intlFor('en')).notifyAddedToCart('Risma A4');
    });
    const title = await screen.findByText('Risma A4 has been added to your cart!');
    const toast = title.closest('[role="status"]') ?? title.parentElement?.parentElement;
    if (!(toast instanceof HTMLElement)) throw new Error('no toast element');
    expect(within(toast).getByRole('button', { name: 'Close the notification' })).toBeTruthy();
  });
});
