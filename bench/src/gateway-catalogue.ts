// The storefront's catalogue queries through the gateway on PostgreSQL with a big catalogue: search-box
// suggestions and listing pages as GraphQL, the way the storefront asks them (a visitor). Targets
// (issue 6): p95 of suggestions ≤ 15 ms, of a listing page ≤ 30 ms.
// `pnpm --filter @shop/bench gateway-catalogue` after a build (env: BENCH_PRODUCTS default 100000,
// BENCH_SECONDS 10, BENCH_CONNECTIONS 4, BENCH_DATABASE_URL). Uses (or seeds) the database of
// api-catalogue, `shop_bench`; starts the built API on port 4507 and the built gateway on 4508.
import autocannon from 'autocannon';
import { prepareCatalogueDatabase, PRODUCTS, SUGGEST_TERMS } from './lib/catalogue-database';
import { startCatalogueServers } from './lib/catalogue-servers';
import { fromAutocannon, report, type Measurement } from './lib/report';
import { loadRecorder } from './lib/shop';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const API_PORT = 4507;
const GATEWAY_PORT = 4508;
const GRAPHQL = `http://127.0.0.1:${GATEWAY_PORT}/graphql`;
const TARGETS = { suggestionsP95Ms: 15, listingP95Ms: 30 };

const SUGGEST = `query Suggest($term: String!) {
  suggestions(term: $term, language: IT) {
    items { code description imageUrl }
    categories { code label }
    suppliers { code label }
  }
}`;
/** The fields a listing page's product cards show. */
const LISTING = `query Listing($filter: ProductFilter, $page: Int, $sort: ProductSort, $direction: SortDirection) {
  products(filter: $filter, page: $page, pageSize: 12, sort: $sort, direction: $direction, language: IT) {
    total pageCount
    items { code description imageUrl unit packSize minQuantity quantityStep stock labels
      brand { code name } price { listPrice netPrice discounts promotionCode decimals } }
  }
}`;
/** The filter and sort mixes of api-catalogue, as the storefront sends them. */
const LISTINGS: Record<string, unknown>[] = [
  { filter: { category: '01' }, sort: 'DESCRIPTION' },
  { filter: { category: '01.01.01' }, sort: 'PRICE', direction: 'DESC' },
  { filter: { brand: 'GRANSOLE', type: 'HIGHLIGHTS' }, sort: 'DESCRIPTION' },
  { filter: { type: 'PROMOTIONS' }, sort: 'RELEVANCE' },
  { filter: { searchTerm: 'pasta', category: '01' }, sort: 'RELEVANCE' },
  { filter: { searchTerm: 'detersivo' }, sort: 'PRICE' },
  { filter: { type: 'NEWS' }, page: 3, sort: 'CODE' },
  { filter: { category: '06.03', type: 'OUTLET' }, sort: 'DESCRIPTION', direction: 'DESC' },
];
const HEADERS = { 'content-type': 'application/json', 'x-sessionid': 'bench-session-0123456789' };
const bodies = {
  suggestions: SUGGEST_TERMS.map((term) => JSON.stringify({ query: SUGGEST, variables: { term } })),
  listing: LISTINGS.map((variables) => JSON.stringify({ query: LISTING, variables })),
};

async function mix(name: string, requestBodies: string[], connections: number): Promise<Measurement> {
  // A GraphQL error still answers 200: answers that carry `errors` are counted as errors.
  let graphqlErrors = 0;
  const result = await autocannon({
    url: GRAPHQL,
    connections,
    duration: SECONDS,
    requests: requestBodies.map((body) => ({
      method: 'POST' as const,
      headers: HEADERS,
      body,
      onResponse: (_status: number, answer: string) => {
        if (answer.includes('"errors"')) graphqlErrors += 1;
      },
    })),
  });
  const row = fromAutocannon(name, result);
  return { ...row, errors: row.errors + graphqlErrors };
}

const prepared = await prepareCatalogueDatabase();
console.log(prepared);
const servers = await startCatalogueServers(API_PORT, GATEWAY_PORT);
try {
  // Every query answers data before anything is measured (a wrong query would measure errors).
  for (const body of [...bodies.suggestions, ...bodies.listing]) {
    const answer = (await (await fetch(GRAPHQL, { method: 'POST', headers: HEADERS, body })).json()) as {
      errors?: unknown;
    };
    if (answer.errors) throw new Error(`bad answer to ${body}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  // A short warm-up of both paths (JIT, connection pools, the API's cached totals).
  await mix('warm-up', bodies.suggestions, CONNECTIONS);
  await mix('warm-up', bodies.listing, CONNECTIONS);
  const { loads, withLoad } = loadRecorder<Measurement>();
  const suggestName = `GraphQL suggestions (${SUGGEST_TERMS.length} terms)`;
  const listName = `GraphQL listing page (${LISTINGS.length} filter/sort mixes, 12 products)`;
  const rows = [
    await withLoad(mix(`${suggestName}, ${CONNECTIONS} connections`, bodies.suggestions, CONNECTIONS)),
    await withLoad(mix(`${listName}, ${CONNECTIONS} connections`, bodies.listing, CONNECTIONS)),
    await withLoad(mix(`${suggestName}, 1 connection`, bodies.suggestions, 1)),
    await withLoad(mix(`${listName}, 1 connection`, bodies.listing, 1)),
  ];
  report(
    'gateway-catalogue',
    {
      products: PRODUCTS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      database: 'postgresql',
      targets: TARGETS,
      prepared,
      loads,
    },
    rows,
  );
  console.log(loads.map((line) => `load average after ${line}`).join('\n'));
} finally {
  servers.stop();
}
