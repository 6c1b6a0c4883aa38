// The storefront shell's data (config + categories): REST direct vs the same data through the
// gateway. Run after a build: `pnpm --filter @shop/bench shell-data` (BENCH_SECONDS, BENCH_CONNECTIONS to tune).
import { measure, report, type Measurement, type Scenario } from './lib/report';
import { startShop } from './lib/shop';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SESSION = { 'x-sessionid': 'bench-session-0123456789' };
const FORM = { ...SESSION, 'content-type': 'application/x-www-form-urlencoded' };
const QUERY = `query Shell($language: Language!) {
  config(language: $language) { menu { key title link } leftMenu { key title } footer { column lines { title } } bottomMenu { column lines { title link social } } settings { englishEnabled priceDecimals pageSize } }
  categories(language: $language) { code label children { code label children { code label } } }
}`;

const shop = await startShop();
try {
  const scenarios: Scenario[] = [
    {
      name: 'REST POST /api/user/config',
      url: `${shop.apiUrl}/api/user/config`,
      method: 'POST',
      headers: FORM,
      body: 'Lingua=it',
    },
    {
      name: 'REST POST /api/category/categorylist',
      url: `${shop.apiUrl}/api/category/categorylist`,
      method: 'POST',
      headers: FORM,
      body: 'tipo=b2b&lingua=it',
    },
    {
      name: 'GraphQL config + categories',
      url: `${shop.gatewayUrl}/graphql`,
      method: 'POST',
      headers: { ...SESSION, 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { language: 'IT' } }),
    },
  ];
  const rows: Measurement[] = [];
  for (const s of scenarios) rows.push(await measure(s, SECONDS, CONNECTIONS));
  report('shell-data', { seconds: SECONDS, connections: CONNECTIONS, database: 'pglite' }, rows);
} finally {
  await shop.stop();
}
