// Imports: carts and orders imported from files.
export * from './imports';
