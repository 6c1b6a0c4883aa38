// The route loaders: a page names the queries its first screen needs, and the router starts them as
// soon as it knows the address. In the gateway's server render the loaders are awaited, so the page
// renders once, whole, from the cache (app/server/render-page.tsx); in the browser they are not: a
// navigation shows the next page at once, its query already on the network.
import type { ApolloClient } from '@apollo/client';
import type { LoaderFunction, Params, RouteObject } from 'react-router-dom';
import type { Language } from '../gql/graphql';
import { localeFromPath, toLanguage } from '../i18n/locale';

export interface PageLoadArgs {
  client: ApolloClient;
  params: Params;
  pathname: string;
  search: string;
  language: Language;
  /**
   * A render that may be shared by every visitor (the gateway caches it for a short time): nothing
   * of this caller's own (their cart) is asked for; the browser asks for it after hydration.
   */
  shared: boolean;
}

/**
 * Starts a page's queries; may answer a redirect (a product's address with a wrong slug) that the
 * server sends as such.
 */
export type PageLoad = (args: PageLoadArgs) => Promise<unknown> | undefined;

/** The loader of a page whose module exports `load`: none without a client (unit tests). */
export type RouteLoader = (load: () => Promise<PageLoad>) => RouteObject['loader'];

export const isServer = typeof document === 'undefined';

/** A route loader running `load` (from the page's own module, loaded with it) against `client`. */
export function pageLoader(
  client: ApolloClient,
  load: () => Promise<PageLoad>,
  shared = false,
): LoaderFunction {
  return async ({ request, params }) => {
    const { pathname, search } = new URL(request.url);
    const language = toLanguage(localeFromPath(pathname));
    const run = await load();
    const answer = run({ client, params, pathname, search, language, shared });
    if (!isServer || !answer) return null;
    // A failed query is the page's to show (its error state), not the router's.
    const result = await answer.catch(() => undefined);
    if (result instanceof Response) throw result;
    return null;
  };
}
