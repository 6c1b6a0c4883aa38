import { useEffect } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@shop/ui';
import { ServerConsentDialogContext } from '../domains/policies/index';
import { DesktopHintContext } from '../lib/viewport-hint';
import { startEarlyActions } from './ssr/early-actions';

interface AppProps {
  client: ApolloClient;
  router: ReturnType<typeof createBrowserRouter>;
  /** Asks the shown queries again once on screen (the server rendered without this visitor's session). */
  refetchOnStart?: boolean;
  /** The layout the server rendered (desktop or phone), repeated by the hydrating render. */
  desktopHint?: boolean;
  /** The server rendered the consent dialog, which the hydrating render repeats. */
  consentDialogHint?: boolean;
}

/** The storefront: the Chakra system, the Apollo client and the router (all made in main.tsx). */
export function App({
  client,
  router,
  refetchOnStart = false,
  desktopHint = true,
  consentDialogHint = false,
}: AppProps) {
  useEffect(() => {
    // The page's components subscribed to their queries in their own effects, which ran before this one.
    if (refetchOnStart) void client.refetchQueries({ include: 'active' });
    // The page works from here on (its buttons have their handlers): browser tests wait for it. What
    // the visitor typed, tapped or sent before is handed to the app now, each once its part is hydrated.
    document.documentElement.dataset.hydrated = 'true';
    startEarlyActions();
  }, [client, refetchOnStart]);
  return (
    <DesktopHintContext.Provider value={desktopHint}>
      <ServerConsentDialogContext.Provider value={consentDialogHint}>
        <UiProvider>
          <ApolloProvider client={client}>
            <RouterProvider router={router} />
          </ApolloProvider>
        </UiProvider>
      </ServerConsentDialogContext.Provider>
    </DesktopHintContext.Provider>
  );
}
