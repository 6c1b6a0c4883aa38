// The storefront's server render, run by the gateway for every page request (entry-server.tsx):
// react-router's static handler runs the route loaders (the shell's and the page's queries, into a
// new Apollo cache for this request only), React renders the page to HTML once the data is in, Emotion
// gives the CSS that HTML uses, and the cache travels in the page for the browser to hydrate from.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { UiProvider } from '@shop/ui';
import { SiteOriginContext } from '../seo/site-origin';
import { localeFromPath, stripLocale, toLanguage, type Locale } from '../../i18n/locale';
import { isPolicyPage } from '../../lib/paths';
import { ServerConsentDialogContext } from '../../domains/policies/index';
import { CookieConsentDialogQuery } from '../../domains/policies/index';
import { CONSENT_KEY, consentCookieValid } from '../../domains/policies/index';
import { ShellQuery } from '../layout/useShellData';
import { createShopCache } from '../../lib/apollo';
import { DesktopHintContext, guessDesktop } from '../../lib/viewport-hint';
import type { ManagementRouteHandle } from '../manage/guard/route-handle';
import { createRoutes } from '../routes';
import { escapeHtml, scriptSafeJson, splitHoisted } from '../ssr/html';
import { canonicalPath, isIndexable } from '../ssr/indexable';
import { modulePreloads, type ClientManifest } from '../ssr/module-preloads';
import { SSR_STATE_GLOBAL, type SsrState } from '../ssr/state-global';
import { EARLY_ACTIONS_SCRIPT } from '../ssr/early-actions';
import { deferEntry } from '../ssr/deferred-start';
import { languageTwins } from './language-twins';
import { serverLink, type ServerGraphql } from '../ssr/server-link';
import { ServerResponseContext, type ServerResponse } from '../ssr/server-response';
import { preloadLazyComponents } from '../../lib/lazy-component';

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  /** The public origin the request came to (scheme and host): canonical and alternate links. */
  origin: string;
  /** The built index.html: the page goes into its markers. */
  template: string;
  /** The client build's manifest: the page's own chunks are preloaded. */
  manifest: ClientManifest;
  /** The request's cookies (the cookie choice's decides whether the consent dialog is rendered). */
  cookies: Record<string, string | undefined>;
  /** The request's User-Agent and Sec-CH-UA-Mobile headers: the layout (desktop or phone) to render. */
  userAgent?: string;
  mobileHint?: string;
  /** The answer's Content-Security-Policy nonce, for the page's inline scripts. */
  nonce: string;
  /**
   * A render for every visitor (the gateway asked `sharedRenderKey` and may keep the answer for a
   * short time): no visitor's own data (their cart) goes into it.
   */
  shared?: boolean;
  /** Runs a GraphQL operation as the page request's caller. */
  graphql: ServerGraphql;
  signal?: AbortSignal;
}

/** The consent dialog's module: preloaded with a page that shows it (its chunk hydrates the dialog). */
const CONSENT_DIALOG_MODULE = 'src/domains/policies/storefront/consent/CookieConsentDialog.tsx';

/**
 * One Emotion cache for every render: a style is compiled once per process, not once per request;
 * each page's HTML then takes only the styles its class names use (extractCriticalToChunks).
 */
const emotionCache = createCache({ key: 'css' });
const emotion = createEmotionServer(emotionCache);

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** Reserved-area pages render in the browser: the gateway sends the template as it is. */
  | { kind: 'client'; html: string }
  | { kind: 'page'; status: number; html: string; indexable: boolean };

/** The template with its markers filled (and left empty for a page the browser renders). */
export function fillTemplate(
  template: string,
  parts: { lang?: string; head?: string; body?: string; tail?: string },
): string {
  // Replaced by functions: in a replacement string `$'`, `$&` and `$``  would insert parts of the
  // template (a script's "__reactFiber$'" or a product text with "$&" must stay as written).
  return template
    .replace('<html lang="it">', () => `<html lang="${parts.lang ?? 'it'}">`)
    .replace('<!--app-head-->', () => parts.head ?? '')
    .replace('<!--app-html-->', () => parts.body ?? '')
    .replace('<!--app-tail-->', () => parts.tail ?? '');
}

/**
 * A visitor without an unexpired cookie choice gets the consent dialog with the page (not on the
 * legal pages it links to), its text asked for with the page's data.
 */
function showsConsentDialog(pathname: string, cookies: RenderRequest['cookies']): boolean {
  return !consentCookieValid(cookies[CONSENT_KEY]) && !isPolicyPage(stripLocale(pathname));
}

/**
 * For a visitor who is not signed in: the key under which the page's render may be shared with
 * other visitors for a short time (the catalogue and public pages; what differs between visitors
 * is the layout guessed and the consent dialog), or undefined for a page of the visitor's own.
 */
export function sharedRenderKey(
  request: Pick<RenderRequest, 'url' | 'cookies' | 'userAgent' | 'mobileHint'>,
): string | undefined {
  const { pathname } = new URL(request.url, 'http://shop.invalid');
  if (!isIndexable(pathname)) return undefined;
  const layout = guessDesktop(request) ? 'desktop' : 'phone';
  return `${request.url}\n${layout}\n${showsConsentDialog(pathname, request.cookies) ? 'consent' : ''}`;
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const link = serverLink(request.graphql);
  const client = new ApolloClient({
    ssrMode: true,
    link,
    cache: createShopCache(),
  });
  const routes = createRoutes(client, { shared: request.shared ?? false });
  const noindex = '<meta name="robots" content="noindex" />';
  // The reserved area renders in the browser: no loader runs for it here.
  const matched = matchRoutes(routes, url.pathname) ?? [];
  if (matched.some((match) => (match.route.handle as ManagementRouteHandle | undefined)?.management)) {
    return { kind: 'client', html: fillTemplate(request.template, { head: noindex }) };
  }
  const consentDialog = showsConsentDialog(url.pathname, request.cookies);
  const handler = createStaticHandler(routes);
  const [context] = await Promise.all([
    handler.query(new Request(url, { signal: request.signal })),
    consentDialog
      ? client
          .query({
            query: CookieConsentDialogQuery,
            variables: { language: toLanguage(localeFromPath(url.pathname)) },
          })
          .catch(() => undefined)
      : undefined,
  ]);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  // The page's modules are loaded (the loaders ran): so are the components they load on demand, so
  // that renderToString renders them rather than a failed boundary (React #419 in the browser).
  await preloadLazyComponents();

  let status = context.statusCode;
  const response: ServerResponse = { setStatus: (code) => (status = code) };
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page's address in each language (hreflang), looked up while the page renders.
  const leaf = context.matches.at(-1);
  const twinsLater = englishEnabled(client, localeFromPath(url.pathname))
    ? languageTwins(link, url, { path: leaf?.route.path, params: leaf?.params ?? {} })
    : Promise.resolve(undefined);
  const desktop = guessDesktop(request);
  // The loaders put every answer the page shows in the cache, so one pass renders it, each query
  // read from the cache (Apollo's prerenderStatic would render it twice, waiting on queries whose
  // answers are already there). A query no loader asked for renders its loading state, as the
  // browser's first render from the same cache does, and is asked for after hydration.
  const result = renderToString(
    <ServerResponseContext.Provider value={response}>
      <DesktopHintContext.Provider value={desktop}>
        <ServerConsentDialogContext.Provider value={consentDialog}>
          <CacheProvider value={emotionCache}>
            <UiProvider>
              <ApolloProvider client={client}>
                <SiteOriginContext.Provider value={request.origin}>
                  <StaticRouterProvider router={router} context={context} nonce={request.nonce} />
                </SiteOriginContext.Provider>
              </ApolloProvider>
            </UiProvider>
          </CacheProvider>
        </ServerConsentDialogContext.Provider>
      </DesktopHintContext.Provider>
    </ServerResponseContext.Provider>,
  );
  const { head, body } = splitHoisted(result);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  const locale = localeFromPath(url.pathname);
  const indexable = status === 200 && isIndexable(url.pathname);
  const twins = await twinsLater;
  const preloads = modulePreloads(request.manifest, [
    ...context.matches,
    ...(consentDialog ? [{ route: { handle: { module: CONSENT_DIALOG_MODULE } } }] : []),
  ]);
  const ssrState: SsrState = { apollo: client.extract() as NormalizedCacheObject, desktop, consentDialog };
  const state = `<script nonce="${escapeHtml(request.nonce)}">window.${SSR_STATE_GLOBAL}=${scriptSafeJson(ssrState)}</script>`;
  client.stop();
  const deferred = deferEntry(request.template, request.nonce);
  return {
    kind: 'page',
    status,
    indexable,
    html: fillTemplate(deferred.template, {
      lang: locale,
      head: [
        `<script nonce="${escapeHtml(request.nonce)}">${EARLY_ACTIONS_SCRIPT}</script>`,
        head,
        indexable ? alternates(request.origin, canonicalPath(url), twins) : noindex,
        preloads,
        styles,
      ].join(''),
      body,
      tail: state + deferred.starter,
    }),
  };
}

/** Whether the shop shows English (its config, already in the render's cache). */
function englishEnabled(client: ApolloClient, locale: Locale): boolean {
  const shell = client.readQuery({ query: ShellQuery, variables: { language: toLanguage(locale) } });
  return shell?.config.settings.englishEnabled ?? false;
}

/**
 * The page's canonical address and, when the shop shows English, its address in each language
 * (hreflang; x-default is the Italian one), for search engines.
 */
function alternates(origin: string, canonical: string, twins: Record<Locale, string> | undefined): string {
  const href = (path: string) => escapeHtml(origin + path);
  const links = [`<link rel="canonical" href="${href(canonical)}" />`];
  if (twins) {
    links.push(
      `<link rel="alternate" hreflang="it" href="${href(twins.it)}" />`,
      `<link rel="alternate" hreflang="en" href="${href(twins.en)}" />`,
      `<link rel="alternate" hreflang="x-default" href="${href(twins.it)}" />`,
    );
  }
  return links.join('');
}
