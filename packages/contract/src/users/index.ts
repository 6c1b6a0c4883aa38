// Users: the user as the web reads it and the own account (storefront.ts), sign-in (auth.ts), what a user
// keeps between visits (preference.ts) and the users registry of the reserved area (manage.ts).
export * from './storefront';
export * from './manage';
export * from './auth';
export * from './preference';
