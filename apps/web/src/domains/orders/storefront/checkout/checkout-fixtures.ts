// A one-line cart and the checkout's config, as CheckoutQuery answers them: the tests' shared data.
export const checkoutCart = {
  __typename: 'Cart' as const,
  id: 'Cart:current',
  lines: [
    {
      __typename: 'CartLine' as const,
      code: 'AL000001',
      description: 'Pasta',
      quantity: 6,
      freeQuantity: 0,
      unit: 'CF',
      total: 12,
      available: 100,
      price: { __typename: 'LinePrice' as const, netPrice: 2 },
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
