// The GraphiQL playground the gateway serves at GET /graphql, bundled at build time (no CDN) so it
// works offline. Requests go to the same origin with the browser's cookies, so a signed-in
// storefront user explores the API as themselves.
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/graphiql.css';

const DEFAULT_QUERY = `# Welcome to the shop's GraphQL API. Press the run button (or Ctrl-Enter).
# The Docs button (top left) lists every type and field with its description.
query Shell {
  config(language: IT) {
    menu { key title link }
    settings { englishEnabled priceDecimals pageSize }
  }
  categories(language: IT) { code label }
}
`;

interface FetcherParams {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

async function fetcher(params: FetcherParams) {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  });
  return response.json();
}

const root = document.getElementById('graphiql');
if (root) createRoot(root).render(<GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />);
