// A page can name the query its first screen needs (route `handle.prefetch`), so that a first load
// asks for it with the shell's data instead of after the first render (app/first-screen.ts): the page
// then renders once, with its content, instead of a skeleton that is rendered and then replaced.
import type { ApolloClient } from '@apollo/client';
import type { Params } from 'react-router-dom';
import type { Language } from '../gql/graphql';

export interface PagePrefetchArgs {
  client: ApolloClient;
  params: Params;
  pathname: string;
  search: string;
  language: Language;
}

export type PagePrefetch = (args: PagePrefetchArgs) => Promise<unknown> | undefined;

export interface RouteHandle {
  /** Loads the page's module and starts its main query (the page's chunk is the route's own). */
  prefetch?: () => Promise<PagePrefetch>;
}
