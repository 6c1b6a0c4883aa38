// The storefront's server render through the gateway at 100k products on PostgreSQL (issue 18): a
// visitor's browser asking for a category page, a product page and the home page (GET with `accept:
// text/html`, no cookie), which the gateway renders with the web build's server bundle (route loaders,
// React, Emotion's critical CSS). Every answer must be 200 and hold the product grid (its cards): an
// answer without it counts as an error, and errors or non-2xx answers fail the run. Target (issue 18):
// category page p95 ≤ 40 ms on 4 connections.
// `pnpm --filter @shop/bench web-ssr` after a build (env: BENCH_PRODUCTS default 100000, BENCH_SECONDS
// 10, BENCH_CONNECTIONS 4, BENCH_DATABASE_URL, BENCH_NODE_ENV default production). Uses (or seeds)
// api-catalogue's database, `shop_bench`; starts the built API on port 4700 and the gateway on 4701.
import autocannon from 'autocannon';
import { samplePagePaths } from './lib/sample-pages';
import { prepareCatalogueDatabase, PRODUCTS } from './lib/catalogue-database';
import { startCatalogueServers, type CatalogueServers } from './lib/catalogue-servers';
import { fromAutocannon, report, type Measurement } from './lib/report';
import { cpuMs, loadRecorder } from './lib/shop';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const NODE_ENV = process.env.BENCH_NODE_ENV ?? 'production';
const API_PORT = 4700;
const GATEWAY_PORT = 4701;
const TARGETS = { categoryP95Ms: 40 };
/** What a browser sends when it navigates (no cookie: an anonymous visitor's first page). */
const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'it-IT,it;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

interface Page {
  name: string;
  path: string;
}

/** A family category and a product at their canonical paths, and the home page. */
async function pagesToRender(gatewayUrl: string): Promise<Page[]> {
  const paths = await samplePagePaths(gatewayUrl, 'bench-web-ssr-0123456789');
  return [
    { name: 'category page', path: paths.category },
    { name: 'product page', path: paths.product },
    { name: 'home page', path: '/' },
  ];
}

/**
 * Whether a page holds the product grid as HTML: a list whose items are product cards (`<article>`
 * with a link to a product page), and no skeleton left waiting for data (`aria-busy="true"`).
 */
function hasProductGrid(html: string): boolean {
  return (
    /<ul\b[^>]*>\s*<li\b[^>]*>\s*<article\b/.test(html) &&
    html.includes('href="/product/') &&
    !html.includes('aria-busy="true"')
  );
}

/** One page fetched once: its status, size, and whether it holds the grid (before anything is measured). */
async function check(url: string): Promise<{ status: number; kb: number; grid: boolean }> {
  const res = await fetch(url, { headers: HEADERS, redirect: 'manual' });
  const html = await res.text();
  return {
    status: res.status,
    kb: Math.round(Buffer.byteLength(html) / 102.4) / 10,
    grid: hasProductGrid(html),
  };
}

type Row = Measurement & { htmlKb: number; gatewayCpuMs: number; apiCpuMs: number };

async function run(
  name: string,
  url: string,
  servers: CatalogueServers,
  connections = CONNECTIONS,
  seconds = SECONDS,
): Promise<Row> {
  let withoutGrid = 0;
  let bytes = 0;
  let answers = 0;
  const before = { gateway: cpuMs(servers.gateway.pid), api: cpuMs(servers.api.pid) };
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET' as const,
        headers: HEADERS,
        onResponse: (status: number, body: string) => {
          answers += 1;
          bytes += Buffer.byteLength(body);
          if (status === 200 && !hasProductGrid(body)) withoutGrid += 1;
        },
      },
    ],
  });
  const row = fromAutocannon(name, result);
  const requests = Math.max(1, row.requests);
  const per = (after: number, start: number) => Math.round(((after - start) / requests) * 100) / 100;
  return {
    ...row,
    errors: row.errors + withoutGrid,
    htmlKb: Math.round(bytes / Math.max(1, answers) / 102.4) / 10,
    gatewayCpuMs: per(cpuMs(servers.gateway.pid), before.gateway),
    apiCpuMs: per(cpuMs(servers.api.pid), before.api),
  };
}

const prepared = await prepareCatalogueDatabase();
console.log(prepared);
const servers = await startCatalogueServers(API_PORT, GATEWAY_PORT, { NODE_ENV });
let failed = false;
try {
  const pages = await pagesToRender(servers.gatewayUrl);
  const missingGrid: string[] = [];
  for (const page of pages) {
    const answer = await check(servers.gatewayUrl + page.path);
    if (answer.status !== 200) throw new Error(`${page.name} ${page.path}: status ${answer.status}`);
    if (!answer.grid) missingGrid.push(page.name);
    console.log(
      `${page.name} ${page.path}: 200, ${answer.kb} KB of HTML, ${answer.grid ? 'with the product grid' : 'WITHOUT the product grid (every answer counts as an error)'}`,
    );
  }
  // A short warm-up of every page (JIT, the gateway's public cache, the API's pools and cached totals).
  for (const page of pages) await run('warm-up', servers.gatewayUrl + page.path, servers, CONNECTIONS, 3);
  const { loads, withLoad } = loadRecorder<Row>();
  const rows: Row[] = [];
  // Each page on BENCH_CONNECTIONS (the target's figure), then on one connection: what a render costs
  // when it waits for no other.
  for (const connections of [CONNECTIONS, 1]) {
    const suffix = connections === 1 ? '1 connection' : `${connections} connections`;
    for (const page of pages) {
      const url = servers.gatewayUrl + page.path;
      rows.push(await withLoad(run(`SSR ${page.name} ${page.path}, ${suffix}`, url, servers, connections)));
    }
  }
  report(
    'web-ssr',
    {
      products: PRODUCTS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      database: 'postgresql',
      nodeEnv: NODE_ENV,
      headers: HEADERS,
      targets: TARGETS,
      prepared,
      loads,
      missingGrid,
    },
    rows,
  );
  console.log(
    rows
      .map(
        (r) =>
          `${r.scenario}: ${r.htmlKb} KB of HTML, CPU per page gateway ${r.gatewayCpuMs} ms, API ${r.apiCpuMs} ms`,
      )
      .join('\n'),
  );
  console.log(loads.map((line) => `load average after ${line}`).join('\n'));
  const category = rows[0] as Row;
  console.log(
    `\ncategory page p95 ${category.p95ms} ms (target ≤ ${TARGETS.categoryP95Ms} ms): ${category.p95ms <= TARGETS.categoryP95Ms ? 'met' : 'MISSED'}`,
  );
  const bad = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
  if (bad.length > 0) {
    failed = true;
    console.error(
      `✖ answers that were not 200 with the product grid: ${bad.map((r) => `${r.scenario} (${r.errors} errors, ${r.non2xx} non-2xx)`).join('; ')}`,
    );
  }
} finally {
  servers.stop();
}
if (failed) process.exitCode = 1;
