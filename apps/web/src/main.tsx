import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { getSystem } from '@shop/ui';
import { App } from './app/App';
import { firstScreenReady } from './app/first-screen';
import { routes } from './app/routes';
import { createApolloClient } from './lib/apollo';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router starts loading the page's lazy route now, in parallel with the first screen's data.
const client = createApolloClient();
const router = createBrowserRouter(routes);

// Chakra's system is built in a task of its own while the first requests are on the network.
void firstScreenReady(router, client, () => setTimeout(getSystem, 0)).then(() => {
  // React replaces the static header frame of index.html with the app. As a transition the first
  // render yields to the browser every few milliseconds instead of blocking it in one long task
  // (a phone's input stays responsive; Lighthouse's total blocking time counts such tasks).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App client={client} router={router} />
      </StrictMode>,
    );
  });
});
