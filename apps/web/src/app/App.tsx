import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@shop/ui';

interface AppProps {
  client: ApolloClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The storefront: the Chakra system, the Apollo client and the router (all made in main.tsx). */
export function App({ client, router }: AppProps) {
  return (
    <UiProvider>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </UiProvider>
  );
}
