// A one-line cart (its price 20% off the list) and the checkout's config, as CheckoutQuery answers
// them: the tests' shared data.
export const checkoutCart = {
  __typename: 'Cart' as const,
  id: 'Cart:current',
  notice: null,
  lines: [
    {
      __typename: 'CartLine' as const,
      code: 'AL000001',
      description: 'Pasta',
      quantity: 6,
      freeQuantity: 0,
      unit: 'CF',
      image: null,
      total: 12,
      packSize: 1,
      minQuantity: 1,
      quantityStep: 1,
      stock: 100,
      available: 100,
      extraDiscount: 0,
      price: {
        __typename: 'LinePrice' as const,
        listPrice: 2.5,
        netPrice: 2,
        discounts: '20',
        discountSteps: [20],
        promotionCode: null,
        freeQuantity: null,
      },
    },
  ],
  summary: {
    __typename: 'CartSummary' as const,
    total: 12,
    units: 6,
    lineCount: 1,
    subtotal: 12,
    headerPromotionCode: null,
    headerDiscount: 0,
    decimals: 2,
  },
};

export const checkoutConfig = {
  __typename: 'Config' as const,
  settings: { __typename: 'ShopSettings' as const, defaultOrderType: 'ORD' },
};
