// The dashboard domain's storefront-safe entry: nothing of it is used outside the domain yet (its
// pages are in routes.ts; the reserved area's code is reached through manage/index.ts).
export {};
