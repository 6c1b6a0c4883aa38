// The contract's kernel: what every module uses (the answer envelope, list calls and paging, text and
// form field rules, languages, the session, REST paths, the permission table, the zod-free rules) and
// the storefront's addresses. It imports no module. client-address.ts (node only) and cookies.ts are
// reached through their own subpaths (@shop/contract/client-address, @shop/contract/cookies).
export * from './envelope';
// The zod-free rules (quantity, user types, product type codes), also at @shop/contract/rules.
export * from './rules';
export * from './text';
export * from './session';
export * from './language';
export * from './paths';
export * from './permissions';
export * from './list';
export * from './fields';
export * from './form-rules';
export * from './links';
// The storefront's addresses (also at @shop/contract/storefront-paths) and what crawlers may visit.
export * from './storefront-paths';
export * from './crawl-rules';
