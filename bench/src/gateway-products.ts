// A 20-product page through the gateway (GraphQL `products`, priced, the fields a product card
// shows) vs the same REST call direct (POST /api/product/list, pagesize 20), one run side by side.
// Targets: the gateway adds <= 0.5 ms at p50 and keeps >= 50 % of the direct throughput. A third row,
// the same REST call through a pass-through proxy (no GraphQL, no parsing: bytes forwarded), gives the
// floor any gateway pays on this machine for one more process and HTTP hop. Run after a build:
// `pnpm --filter @shop/bench gateway-products` (BENCH_SECONDS, BENCH_CONNECTIONS to tune).
import { loadavg } from 'node:os';
import { measure, report, type Measurement, type Scenario } from './lib/report';
import { startBuiltShop, startPassThroughProxy } from './gateway-servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_P50_MS = 0.5;
const TARGET_RATIO = 0.5;
const QUERY = `query Page($language: Language!) {
  products(page: 1, pageSize: 20, language: $language) {
    total pageCount
    items { code description imageUrl unit packSize minQuantity quantityStep stock labels
      brand { code name } price { listPrice netPrice discounts promotionCode } }
  }
}`;
const SESSION = { 'x-sessionid': 'bench-session-0123456789' };

const shop = await startBuiltShop();
const proxy = await startPassThroughProxy(`${shop.apiUrl}/api/product/list`);
try {
  const scenarios: Scenario[] = [
    {
      name: 'REST POST /api/product/list (20, direct)',
      url: `${shop.apiUrl}/api/product/list`,
      method: 'POST',
      headers: { ...SESSION, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Lingua=it&page=1&pagesize=20',
    },
    {
      name: 'REST POST /api/product/list (20, through a pass-through proxy)',
      url: proxy.url,
      method: 'POST',
      headers: { ...SESSION, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Lingua=it&page=1&pagesize=20',
    },
    {
      name: 'GraphQL products (20, through the gateway)',
      url: `${shop.url}/graphql`,
      method: 'POST',
      headers: { ...SESSION, 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { language: 'IT' } }),
    },
  ];
  // The gateway answers 20 products before anything is measured (a wrong query would measure errors).
  const graphqlScenario = scenarios[2] as Scenario;
  const check = await fetch(graphqlScenario.url, {
    method: 'POST',
    headers: graphqlScenario.headers,
    body: graphqlScenario.body ?? '',
  });
  const answer = (await check.json()) as { data?: { products: { items: unknown[] } }; errors?: unknown };
  if (answer.errors || answer.data?.products.items.length !== 20)
    throw new Error(`bad answer: ${JSON.stringify(answer).slice(0, 300)}`);

  // Each path is warmed up first (JIT, connection pools, PGlite's caches), then measured under load
  // (BENCH_CONNECTIONS) and on one connection (an idle shop: nothing hides the gateway's own time).
  for (const s of scenarios) await measure(s, 2, CONNECTIONS);
  const rows: Measurement[] = [];
  const summaries: {
    connections: number;
    ratio: number;
    addedP50: number;
    addedMean: number;
    hopMean: number;
  }[] = [];
  for (const connections of [...new Set([CONNECTIONS, 1])]) {
    const measured: Measurement[] = [];
    for (const s of scenarios) {
      const row = await measure(s, SECONDS, connections);
      measured.push({ ...row, scenario: `${row.scenario}, ${connections} conn.` });
    }
    const [rest, proxied, gql] = measured as [Measurement, Measurement, Measurement];
    const summary = {
      connections,
      ratio: gql.rps / rest.rps,
      addedP50: gql.p50ms - rest.p50ms,
      addedMean: gql.meanMs - rest.meanMs,
      hopMean: proxied.meanMs - rest.meanMs,
    };
    rows.push(...measured);
    summaries.push(summary);
  }
  const loadAverage = loadavg().map((l) => Math.round(l * 10) / 10);
  report('gateway-products', { seconds: SECONDS, connections: CONNECTIONS, summaries, loadAverage }, rows);
  for (const { connections, ratio, addedP50, addedMean, hopMean } of summaries) {
    console.log(
      `\n${connections} connection(s): the gateway adds ${addedP50.toFixed(2)} ms at p50 (target ≤ ${TARGET_P50_MS}): ${addedP50 <= TARGET_P50_MS ? 'met' : 'MISSED'}; ` +
        `keeps ${(ratio * 100).toFixed(1)} % of the direct throughput (target ≥ ${TARGET_RATIO * 100} %): ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}; ` +
        `mean: the gateway adds ${addedMean.toFixed(2)} ms, a pass-through proxy alone ${hopMean.toFixed(2)} ms`,
    );
  }
} finally {
  await proxy.stop();
  await shop.stop();
}
