// The storefront as a phone on a slow network sees it: Lighthouse (mobile preset: Moto G-class CPU,
// slow 4G, simulated) on the home page, a category and a product page of the built shop, rendered on
// the server by the gateway (issue 18), and the first-load JavaScript of the build in gzip. Targets
// (issue 18): performance >= 90, accessibility 100, LCP <= 2.5 s, TBT <= 200 ms, CLS 0, first-load JS
// <= 246.5 KB gzip (what it was before the server render). Run after a build:
// `pnpm --filter @shop/bench web-lighthouse` (LIGHTHOUSE_RUNS, default 3: the median run of each page
// is reported; LIGHTHOUSE_PAGES=home,product audits only those pages; LIGHTHOUSE_REPORT_DIR=/tmp/lh
// keeps every run's full Lighthouse JSON there, to find what shifts or blocks).
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { samplePagePaths } from './lib/sample-pages';
import { loadAverage, startShop } from './lib/shop';
import { saveResults } from './lib/report';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',');
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const PORT = 4420;
const DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const TARGETS = {
  performance: 90,
  accessibility: 100,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0,
  firstLoadKbGzip: 246.5,
};

/**
 * The JavaScript every page loads before anything is lazy: the entry script of dist/index.html and the
 * `<link rel="modulepreload">` links Vite writes there for its static imports. The server render adds
 * the page's own chunks on top (render-page.tsx's modulePreloads; in the pages' "script KB").
 */
function firstLoadJs(): { files: number; kbGzip: number; kbRaw: number } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const tags = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g),
  ];
  const paths = tags.map((tag) => /\b(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(tag[0])?.[1]);
  const files = [...new Set(paths.filter((path) => path !== undefined))].map((path) => join(DIST, path));
  if (files.length === 0) throw new Error(`no entry script in ${join(DIST, 'index.html')}`);
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  const raw = files.reduce((sum, file) => sum + statSync(file).size, 0);
  return { files: files.length, kbGzip: Math.round(gzip / 102.4) / 10, kbRaw: Math.round(raw / 102.4) / 10 };
}

/** The targets a page's median run misses (empty when it meets them all). */
function missed(page: Audit): string[] {
  return [
    page.performance < TARGETS.performance ? `performance ${page.performance} < ${TARGETS.performance}` : '',
    page.accessibility < TARGETS.accessibility
      ? `accessibility ${page.accessibility} < ${TARGETS.accessibility}`
      : '',
    page.lcpMs > TARGETS.lcpMs ? `LCP ${page.lcpMs} ms > ${TARGETS.lcpMs} ms` : '',
    page.tbtMs > TARGETS.tbtMs ? `TBT ${page.tbtMs} ms > ${TARGETS.tbtMs} ms` : '',
    page.cls > TARGETS.cls ? `CLS ${page.cls} > ${TARGETS.cls}` : '',
  ].filter(Boolean);
}

async function pagesToAudit(gatewayUrl: string): Promise<{ name: string; url: string }[]> {
  const paths = await samplePagePaths(gatewayUrl, 'bench-lighthouse-0123456789');
  return [
    { name: 'home', url: `${gatewayUrl}/` },
    { name: 'category', url: gatewayUrl + paths.category },
    { name: 'product', url: gatewayUrl + paths.product },
  ];
}

interface Audit {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKbTransferred: number;
}

async function audit(url: string, port: number, reportName: string): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A page that did not load (the shop stopped, a rebuild underneath) is no figure: stop the run.
  const failure = result.lhr.runtimeError;
  if (failure) throw new Error(`Lighthouse could not audit ${url}: ${failure.code} ${failure.message}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${reportName}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const requests =
    (
      audits['network-requests']?.details as {
        items?: { url: string; statusCode?: number; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const missing = requests.filter((r) => r.url.includes('/assets/') && (r.statusCode ?? 0) >= 400);
  if (missing.length > 0) {
    throw new Error(`${url}: ${missing.length} assets not found (the build changed during the run?)`);
  }
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    scriptKbTransferred: Math.round(scriptBytes / 102.4) / 10,
  };
}

const median = (runs: Audit[]): Audit => {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as Audit;
};

const bundle = firstLoadJs();
const loadAtStart = loadAverage();
const shop = await startShop({}, PORT);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const rows: ({ page: string; url: string } & Audit)[] = [];
  const pages = (await pagesToAudit(shop.gatewayUrl)).filter((p) => !PAGES || PAGES.includes(p.name));
  for (const page of pages) {
    const runs: Audit[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(page.url, chrome.port, `${page.name}-${i + 1}`));
    rows.push({ page: page.name, url: page.url.replace(shop.gatewayUrl, ''), ...median(runs) });
  }
  console.log(
    `\nweb-lighthouse (mobile preset, median of ${RUNS} runs; load average ${loadAtStart} at the start, ${loadAverage()} at the end)`,
  );
  console.log('| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | script KB (br) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.scriptKbTransferred} |`,
    );
  }
  for (const r of rows) {
    const misses = missed(r);
    console.log(`${r.page}: ${misses.length === 0 ? 'every target met' : `MISSED ${misses.join(', ')}`}`);
  }
  console.log(
    `\nfirst-load JavaScript: ${bundle.kbGzip} KB gzip (${bundle.kbRaw} KB raw, ${bundle.files} files); target ≤ ${TARGETS.firstLoadKbGzip} KB: ${bundle.kbGzip <= TARGETS.firstLoadKbGzip ? 'met' : 'MISSED'}`,
  );
  saveResults(
    'web-lighthouse',
    { runs: RUNS, targets: TARGETS, loadAtStart, loadAverage: loadAverage() },
    { firstLoad: bundle, pages: rows },
  );
} finally {
  await chrome.kill();
  await shop.stop();
}
