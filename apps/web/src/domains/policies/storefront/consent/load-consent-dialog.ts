// The consent dialog's chunk. The provider renders it lazily; the server render loads it before its
// first render (entry-server.tsx), and on a first visit the browser starts loading it while the page
// hydrates (main.tsx), since it will show; the provider then renders the loaded module directly
// instead of suspending once more.
import type * as CookieConsentDialogModule from './CookieConsentDialog';

type DialogModule = typeof CookieConsentDialogModule;

let loaded: DialogModule | undefined;

export function loadConsentDialog(): Promise<DialogModule> {
  return import('./CookieConsentDialog').then((module) => {
    loaded = module;
    return module;
  });
}

/** The dialog component when its chunk is already here. */
export function loadedConsentDialog(): DialogModule['default'] | undefined {
  return loaded?.default;
}
