// The shell's cached public data through the gateway (config + categories in one GraphQL query,
// served from the shared public cache) vs a plain Fastify JSON route answering the same payload in
// the same process layout: what GraphQL costs on top of any JSON route. Target: the cached query
// keeps >= 70 % of the plain route's throughput. Run after a build:
// `pnpm --filter @shop/bench gateway-shell` (BENCH_SECONDS, BENCH_CONNECTIONS to tune).
import { loadavg } from 'node:os';
import { measure, report, type Measurement, type Scenario } from './lib/report';
import { startBuiltShop, startPlainFastify } from './gateway-servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET = 0.7;
const QUERY = `query Shell($language: Language!) {
  config(language: $language) { menu { key title link } leftMenu { key title } footer { column lines { title } } bottomMenu { column lines { title link social } } settings { englishEnabled priceDecimals pageSize } }
  categories(language: $language) { code label children { code label children { code label } } }
}`;
const GRAPHQL_BODY = JSON.stringify({ query: QUERY, variables: { language: 'IT' } });
const JSON_HEADERS = { 'content-type': 'application/json', 'x-sessionid': 'bench-session-0123456789' };

const shop = await startBuiltShop();
try {
  const graphqlUrl = `${shop.url}/graphql`;
  // One real answer: it warms the cache and is the payload the plain route returns.
  const answer = await fetch(graphqlUrl, { method: 'POST', headers: JSON_HEADERS, body: GRAPHQL_BODY });
  const payload = (await answer.json()) as { errors?: unknown };
  if (!answer.ok || payload.errors) throw new Error(`the query failed: ${JSON.stringify(payload)}`);
  const plain = await startPlainFastify(payload);
  try {
    const scenarios: Scenario[] = [
      {
        name: 'plain Fastify JSON route (same payload)',
        url: plain.url,
        method: 'POST',
        headers: JSON_HEADERS,
        body: '{}',
      },
      {
        name: 'GraphQL config + categories (cached)',
        url: graphqlUrl,
        method: 'POST',
        headers: JSON_HEADERS,
        body: GRAPHQL_BODY,
      },
    ];
    const rows: Measurement[] = [];
    for (const s of scenarios) rows.push(await measure(s, SECONDS, CONNECTIONS));
    const [base, gql] = rows as [Measurement, Measurement];
    const ratio = gql.rps / base.rps;
    const payloadBytes = Buffer.byteLength(JSON.stringify(payload));
    const loadAverage = loadavg().map((l) => Math.round(l * 10) / 10);
    report(
      'gateway-shell',
      { seconds: SECONDS, connections: CONNECTIONS, payloadBytes, ratio, target: TARGET, loadAverage },
      rows,
    );
    console.log(
      `\ncached GraphQL keeps ${(ratio * 100).toFixed(1)} % of the plain route's throughput (target ≥ ${TARGET * 100} %): ${ratio >= TARGET ? 'met' : 'MISSED'}`,
    );
  } finally {
    await plain.stop();
  }
} finally {
  await shop.stop();
}
