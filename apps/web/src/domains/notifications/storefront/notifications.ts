// The toasts other features raise (spec §4, §9): the cart calls notifyAddedToCart, the checkout
// notifyOrderSuccess. Each toast belongs to a group; within a group one toast per subject, so
// adding the same product twice refreshes its toast instead of stacking a copy.
import type { IntlShape } from 'react-intl';
import { notificationMessages } from './messages';
import type { ShopToaster } from './toaster';

export const ADD_CART_GROUP = 'addCartSuccess';
export const ORDER_SUCCESS_GROUP = 'orderSuccess';

export interface ShopNotifications {
  notifyAddedToCart: (productName: string) => string;
  notifyOrderSuccess: (orderNumber: string) => string;
}

export function createNotifications(toaster: ShopToaster, intl: IntlShape): ShopNotifications {
  return {
    notifyAddedToCart: (productName) =>
      toaster.create({
        id: `${ADD_CART_GROUP}:${productName}`,
        type: 'success',
        title: intl.formatMessage(notificationMessages.addedToCart, { productName }),
        closable: true,
        meta: { group: ADD_CART_GROUP },
      }),
    notifyOrderSuccess: (orderNumber) =>
      toaster.create({
        id: `${ORDER_SUCCESS_GROUP}:${orderNumber}`,
        type: 'success',
        title: intl.formatMessage(notificationMessages.orderSuccessTitle),
        description: intl.formatMessage(notificationMessages.orderSuccessText, { orderNumber }),
        closable: true,
        meta: { group: ORDER_SUCCESS_GROUP },
      }),
  };
}
