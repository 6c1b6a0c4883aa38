// Holds the cookie choice for the whole app and shows the consent dialog while there is none
// (or when the visitor asks for it again), except on the legal pages: the dialog links to the
// cookie policy, which must be readable before choosing. Saving a choice reloads the page (spec §4), so that
// whatever a choice allows or forbids starts from a clean page. Reopened from the footer, the dialog
// belongs to the page it was opened on: a route change hides it (spec §4).
import { lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isPolicyPage } from '../../../../lib/paths';
import { useHydrated } from '../../../../lib/useHydrated';
import { reloadPage } from '../../../../lib/reload-page';
import { makeConsent, readConsent, writeConsent } from './consent-storage';
import { CookieConsentContext, type CookieConsentState } from './CookieConsentContext';
import { ServerConsentDialogContext } from './consent-hint';
import { loadConsentDialog, loadedConsentDialog } from './load-consent-dialog';

// Returning visitors never need the dialog's code: it loads only when it has to show.
const LazyCookieConsentDialog = lazy(loadConsentDialog);

interface CookieConsentProviderProps {
  children: ReactNode;
  /** Called after a choice is saved; the page reload (tests pass a spy). */
  onSaved?: () => void;
}

export function CookieConsentProvider({ children, onSaved = reloadPage }: CookieConsentProviderProps) {
  const [stored, setConsent] = useState(() => readConsent());
  // The server render knows only the choice's cookie, and the browser's hydrating render must repeat
  // it: until hydrated the dialog is there exactly when the server rendered it, and no choice is
  // read; from then on the stored choice decides. A dialog the server rendered stays in place (not
  // in a portal), so the text on screen from the first paint is never replaced.
  const hydrated = useHydrated();
  const serverDialog = useContext(ServerConsentDialogContext);
  const [inline] = useState(serverDialog);
  const consent = hydrated ? stored : undefined;
  // Chosen once: the module itself when it is loaded already (the server render; main.tsx on a first
  // visit, when its chunk came in before this render), else the lazy one.
  const [CookieConsentDialog] = useState(() => loadedConsentDialog() ?? LazyCookieConsentDialog);
  const { pathname } = useLocation();
  // The path the visitor reopened the preferences on; null while they are closed.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = hydrated
    ? (consent === null && !isPolicyPage(pathname)) || openedOn === pathname
    : serverDialog;

  const openPreferences = useCallback(() => setOpenedOn(pathname), [pathname]);
  const value = useMemo<CookieConsentState>(
    () => ({
      consent: consent ?? null,
      analyticsAllowed: consent?.categories.analytics.active === true,
      openPreferences,
    }),
    [consent, openPreferences],
  );

  const save = (analytics: boolean) => {
    const choice = makeConsent(analytics);
    writeConsent(choice);
    setConsent(choice);
    setOpenedOn(null);
    onSaved();
  };

  return (
    <CookieConsentContext.Provider value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <CookieConsentDialog
            inline={inline}
            analytics={consent?.categories.analytics.active ?? false}
            // Until a first choice exists the dialog cannot be dismissed: the visitor must choose.
            dismissible={Boolean(consent)}
            onSave={save}
            onDismiss={() => setOpenedOn(null)}
          />
        </Suspense>
      )}
    </CookieConsentContext.Provider>
  );
}
