import { useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@shop/ui';
import { ShellQuery } from '../features/layout/useShellData';
import { localeFromPath, toLanguage } from '../i18n/locale';
import { createApolloClient } from '../lib/apollo';
import { routes } from './routes';

function createClient() {
  const client = createApolloClient();
  // Pages are lazy routes: the router renders once the page's chunk is in. Asking for the shell's
  // data now, in parallel with that chunk, saves a round trip; the layout's useQuery joins this
  // request or reads its result from the cache (a failure is shown, and retried, by the layout).
  const language = toLanguage(localeFromPath(window.location.pathname));
  client.query({ query: ShellQuery, variables: { language } }).catch(() => undefined);
  return client;
}

export function App() {
  const [client] = useState(createClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <UiProvider>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </UiProvider>
  );
}
