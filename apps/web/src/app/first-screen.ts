// What the first render waits for. index.html paints a static frame of the header at once; React
// replaces it when the page's chunk is in and the data that shapes the screen has answered (shell
// config and menus, banners, viewer, the page's own query when it names one, and on a first visit
// the consent dialog with its text). One complete first render instead of skeletons that data then
// pushes around: no layout shift, and fewer renders on a slow phone. A slow or failing request does not hold the page: after
// `DATA_WAIT_MS` the app renders anyway with its skeletons, and errors show as they always did.
import type { ApolloClient } from '@apollo/client';
import type { createBrowserRouter } from 'react-router-dom';
import { ViewerQuery } from '../features/auth/useViewer';
import { CookieConsentDialogQuery } from '../features/consent/consent-documents';
import { readConsent } from '../features/consent/consent-storage';
import { loadConsentDialog } from '../features/consent/load-consent-dialog';
import { TopBannersQuery } from '../features/layout/TopBanners';
import { ShellQuery } from '../features/layout/useShellData';
import { loadCatalogue } from '../i18n/load-catalogue';
import { localeFromPath, toLanguage } from '../i18n/locale';
import type { RouteHandle } from './page-prefetch';

type Router = ReturnType<typeof createBrowserRouter>;

export const DATA_WAIT_MS = 2500;

function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the first screen's requests; resolves when they have settled (or after DATA_WAIT_MS) and
 * the route is ready. `whenSent` runs once every request is on the network, the page's own too
 * (main.tsx builds Chakra's system then: done earlier, it held back the page's query).
 */
export function firstScreenReady(router: Router, client: ApolloClient, whenSent: () => void): Promise<void> {
  const locale = localeFromPath(window.location.pathname);
  const language = toLanguage(locale);
  // The layout's and header's useQuery calls join these requests or read their answers from the cache.
  const requests: Promise<unknown>[] = [
    client.query({ query: ShellQuery, variables: { language } }),
    client.query({ query: TopBannersQuery, variables: { language } }),
    client.query({ query: ViewerQuery }),
    loadCatalogue(locale),
  ];
  // The page's own query (listings, product page), sent as soon as its module is in. Each promise
  // resolves when the request is sent (its answer wrapped, so as not to wait for it).
  const { pathname, search } = window.location;
  const pageRequests: Promise<{ answer: Promise<unknown> | undefined }>[] = [];
  // The router matched the address when it was created: matching the route table again costs a
  // few milliseconds more of start-up on a phone.
  for (const match of router.state.matches) {
    const prefetch = (match.route.handle as RouteHandle | undefined)?.prefetch;
    if (prefetch) {
      pageRequests.push(
        prefetch().then((run) => ({
          answer: run({ client, params: match.params, pathname, search, language }),
        })),
      );
    }
  }
  requests.push(...pageRequests.map((sent) => sent.then(({ answer }) => answer)));
  void Promise.allSettled(pageRequests).then(whenSent);
  if (readConsent() === null) {
    requests.push(
      loadConsentDialog(),
      client.query({ query: CookieConsentDialogQuery, variables: { language } }),
    );
  }
  const data = Promise.allSettled(requests);
  const wait = new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS));
  return Promise.all([routerReady(router), Promise.race([data, wait])]).then(() => undefined);
}
