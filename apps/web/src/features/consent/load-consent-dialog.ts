// The consent dialog's chunk. The provider renders it lazily; on a first visit the first screen
// starts loading it at once (app/first-screen.ts), since it will show.
export const loadConsentDialog = () => import('./CookieConsentDialog');
