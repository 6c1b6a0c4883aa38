// Cart: lines, quantities and totals.
export * from './cart';
