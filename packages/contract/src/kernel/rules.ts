// The shop's business rules without zod, for the browser (`@shop/contract/rules`): the web app
// imports them from here so its bundle does not carry the contract's schemas. The API and the
// gateway get the same rules from `@shop/contract`.
export * from './quantity';
export * from './user-types';
export * from './product-types';
