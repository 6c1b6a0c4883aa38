// The browser's entry. A page the gateway rendered on the server (the storefront) is hydrated: the
// Apollo cache starts from the server's answers, the router from its state, and React attaches to
// the HTML on screen, boundary by boundary (header, page, footer) rather than in one long task. A
// page the server left to the browser (the reserved area) is rendered here from nothing.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { SESSION_ID_COOKIE } from '@shop/contract/cookies';
import { App } from './app/App';
import { createRoutes } from './app/routes';
import { SSR_STATE_GLOBAL, type SsrState } from './app/ssr/state-global';
import { loadConsentDialog } from './domains/policies/index';
import { readConsent, syncConsentCookie } from './domains/policies/index';
import { loadCatalogue } from './i18n/load-catalogue';
import { localeFromPath } from './i18n/locale';
import { createApolloClient } from './lib/apollo';
import { getSessionId } from './lib/session-id';

declare global {
  interface Window {
    [SSR_STATE_GLOBAL]?: SsrState;
  }
}

/** Loads the code of the routes the address matches, so the first render has every component. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement): Promise<void> {
  const state = window[SSR_STATE_GLOBAL];
  // Whether the server rendered with this visitor's session id (a cookie it could read), so that
  // session-bound answers in its cache (the cart) are this visitor's.
  const cookiesBefore = document.cookie.split('; ');
  const serverKnewSession = cookiesBefore.includes(`${SESSION_ID_COOKIE}=${getSessionId()}`);
  const client = createApolloClient({ restore: state?.apollo });
  const routes = createRoutes(client);
  // The cookie choice's cookie, for a choice stored before it existed (the server reads it).
  syncConsentCookie();
  // A first visit shows the cookie dialog: its code loads while the page hydrates (the server
  // rendered it and preloads its chunk; its boundary keeps the server's HTML until the code is in).
  if (state?.consentDialog || readConsent() === null) void loadConsentDialog();
  await Promise.all([loadMatchedRoutes(routes), loadCatalogue(localeFromPath(window.location.pathname))]);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <App
        client={client}
        router={router}
        refetchOnStart={Boolean(state) && !serverKnewSession}
        desktopHint={state?.desktop}
        consentDialogHint={state?.consentDialog}
      />
    </StrictMode>
  );
  // As a transition, React hydrates (or renders) in slices of a few milliseconds and lets the
  // browser handle input in between, instead of one long task for the whole page.
  startTransition(() => {
    if (state) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
