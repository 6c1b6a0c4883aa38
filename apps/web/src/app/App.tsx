import { useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@shop/ui';
import { createApolloClient } from '../lib/apollo';
import { routes } from './routes';

export function App() {
  const [client] = useState(() => createApolloClient());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <UiProvider>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </UiProvider>
  );
}
