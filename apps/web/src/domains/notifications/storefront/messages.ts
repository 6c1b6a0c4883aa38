import { defineMessages } from 'react-intl';

export const notificationMessages = defineMessages({
  addedToCart: {
    id: 'notifications.addedToCart',
    defaultMessage: '{productName} è stato aggiunto al carrello!',
    description:
      'Toast after a product is added to the cart (group addCartSuccess); {productName} is its name',
  },
  orderSuccessTitle: {
    id: 'notifications.orderSuccess.title',
    defaultMessage: 'Ordine inviato',
    description: 'Title of the toast shown when an order has been placed',
  },
  orderSuccessText: {
    id: 'notifications.orderSuccess.text',
    defaultMessage: 'Abbiamo ricevuto il tuo ordine n. {orderNumber}. Grazie!',
    description: 'Text of the order-success toast; {orderNumber} is the number of the new order',
  },
  close: {
    id: 'notifications.close',
    defaultMessage: 'Chiudi la notifica',
    description: 'Accessible name of the close button of a toast',
  },
});
