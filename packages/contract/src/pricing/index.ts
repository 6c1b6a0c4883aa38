// Pricing: prices of products for the user, discounts and totals.
export * from './pricing';
