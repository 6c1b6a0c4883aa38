// The consent dialog's chunk. The provider renders it lazily; on a first visit the first screen
// starts loading it at once (app/first-screen.ts), since it will show, and the provider then renders
// the loaded module directly instead of suspending once more.
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
