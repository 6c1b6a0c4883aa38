// The storefront's server render, run by the gateway for every page request (entry-server.tsx):
// react-router's static handler runs the route loaders (the shell's and the page's queries, into a
// new Apollo cache for this request only), React renders the page to HTML once the data is in, Emotion
// gives the CSS that HTML uses, and the cache travels in the page for the browser to hydrate from.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { UiProvider } from '@shop/ui';
import { SiteOriginContext } from '../../features/seo/site-origin';
import { localeFromPath, localizePath, toLanguage, type Locale } from '../../i18n/locale';
import { ShellQuery } from '../../features/layout/useShellData';
import { createShopCache } from '../../lib/apollo';
import { DesktopHintContext, guessDesktop } from '../../lib/viewport-hint';
import type { ManagementRouteHandle } from '../../management/routes';
import { createRoutes } from '../routes';
import { escapeHtml, scriptSafeJson, splitHoisted } from './html';
import { canonicalPath, isIndexable } from './indexable';
import { modulePreloads, type ClientManifest } from './module-preloads';
import { SSR_STATE_GLOBAL, type SsrState } from './state-global';
import { serverLink, type ServerGraphql } from './server-link';
import { ServerResponseContext, type ServerResponse } from './server-response';

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  /** The public origin the request came to (scheme and host): canonical and alternate links. */
  origin: string;
  /** The built index.html: the page goes into its markers. */
  template: string;
  /** The client build's manifest: the page's own chunks are preloaded. */
  manifest: ClientManifest;
  /** The request's User-Agent and Sec-CH-UA-Mobile headers: the layout (desktop or phone) to render. */
  userAgent?: string;
  mobileHint?: string;
  /** The answer's Content-Security-Policy nonce, for the page's inline scripts. */
  nonce: string;
  /** Runs a GraphQL operation as the page request's caller. */
  graphql: ServerGraphql;
  signal?: AbortSignal;
}

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
  return template
    .replace('<html lang="it">', `<html lang="${parts.lang ?? 'it'}">`)
    .replace('<!--app-head-->', parts.head ?? '')
    .replace('<!--app-html-->', parts.body ?? '')
    .replace('<!--app-tail-->', parts.tail ?? '');
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const client = new ApolloClient({
    ssrMode: true,
    link: serverLink(request.graphql),
    cache: createShopCache(),
  });
  const routes = createRoutes(client);
  const noindex = '<meta name="robots" content="noindex" />';
  // The reserved area renders in the browser: no loader runs for it here.
  const matched = matchRoutes(routes, url.pathname) ?? [];
  if (matched.some((match) => (match.route.handle as ManagementRouteHandle | undefined)?.management)) {
    return { kind: 'client', html: fillTemplate(request.template, { head: noindex }) };
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal: request.signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  let status = context.statusCode;
  const response: ServerResponse = { setStatus: (code) => (status = code) };
  const emotionCache = createCache({ key: 'css' });
  const emotion = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const desktop = guessDesktop(request);
  const { result } = await prerenderStatic({
    tree: (
      <ServerResponseContext.Provider value={response}>
        <DesktopHintContext.Provider value={desktop}>
          <CacheProvider value={emotionCache}>
            <UiProvider>
              <ApolloProvider client={client}>
                <SiteOriginContext.Provider value={request.origin}>
                  <StaticRouterProvider router={router} context={context} nonce={request.nonce} />
                </SiteOriginContext.Provider>
              </ApolloProvider>
            </UiProvider>
          </CacheProvider>
        </DesktopHintContext.Provider>
      </ServerResponseContext.Provider>
    ),
    renderFunction: renderToString,
    // The loaders asked for what the page shows, so one pass renders it; a query they missed costs
    // another pass (and the page shows that part's skeleton after the last).
    maxRerenders: 3,
    signal: request.signal,
  });
  const { head, body } = splitHoisted(result);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  const locale = localeFromPath(url.pathname);
  const indexable = status === 200 && isIndexable(url.pathname);
  const preloads = modulePreloads(request.manifest, context.matches);
  const ssrState: SsrState = { apollo: client.extract() as NormalizedCacheObject, desktop };
  const state = `<script nonce="${escapeHtml(request.nonce)}">window.${SSR_STATE_GLOBAL}=${scriptSafeJson(ssrState)}</script>`;
  client.stop();
  return {
    kind: 'page',
    status,
    indexable,
    html: fillTemplate(request.template, {
      lang: locale,
      head: [
        head,
        indexable ? alternates(url, request.origin, englishEnabled(client, locale)) : noindex,
        preloads,
        styles,
      ].join(''),
      body,
      tail: state,
    }),
  };
}

/** Whether the shop shows English (its config, already in the render's cache). */
function englishEnabled(client: ApolloClient, locale: Locale): boolean {
  const shell = client.readQuery({ query: ShellQuery, variables: { language: toLanguage(locale) } });
  return shell?.config.settings.englishEnabled ?? false;
}

/**
 * The page's canonical address and, when the shop shows English, the same page in both languages
 * (hreflang), for search engines.
 */
function alternates(url: URL, origin: string, english: boolean): string {
  const path = canonicalPath(url);
  const link = (lang: string, href: string) =>
    `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + href)}" />`;
  const canonical = `<link rel="canonical" href="${escapeHtml(origin + path)}" />`;
  if (!english) return canonical;
  return [
    canonical,
    link('it', localizePath(path, 'it')),
    link('en', localizePath(path, 'en')),
    link('x-default', localizePath(path, 'it')),
  ].join('');
}
