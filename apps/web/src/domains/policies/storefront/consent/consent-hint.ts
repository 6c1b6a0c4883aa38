// Whether the server rendered the consent dialog (no unexpired choice in the visitor's cookie): the
// browser's hydrating render shows the same, then the stored choice decides (CookieConsentProvider).
import { createContext } from 'react';

export const ServerConsentDialogContext = createContext(false);
