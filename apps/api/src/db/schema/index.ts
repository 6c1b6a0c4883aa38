// Every table of the API, one file per domain; drizzle-kit and the drizzle client read this barrel.
export * from './config';
export * from './category';
export * from './client';
export * from './user';
export * from './session';
export * from './consent';
export * from './policy';
export * from './fair';
export * from './brand';
export * from './supplier';
export * from './product';
export * from './promotion';
export * from './banner';
export * from './cart';
export * from './wishlist';
export * from './order';
export * from './idempotency';
