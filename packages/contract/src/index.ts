// @shop/contract: the REST contract of the shop API, one folder per domain (domains.ts) beside the
// kernel every module shares. Consumers import everything from here; the zod-free subpaths
// (rules, storefront-paths, cookies) and the node-only client-address point at kernel files.
export * from './kernel';
export * from './domains';
export * from './catalogue';
export * from './media';
export * from './content';
export * from './promotions';
export * from './policies';
export * from './settings';
export * from './users';
export * from './clients';
export * from './agents';
export * from './suppliers';
export * from './pricing';
export * from './cart';
export * from './wishlist';
export * from './quickorder';
export * from './currentorder';
export * from './orders';
export * from './order-issues';
export * from './approvals';
export * from './quotes';
export * from './returns';
export * from './imports';
export * from './internal-documents';
export * from './notifications';
export * from './dashboard';
export * from './fairs';
export * from './audit';
