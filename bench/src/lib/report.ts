// Runs autocannon scenarios one after the other and reports latency percentiles and throughput as a
// markdown table (stdout) and JSON (bench/results/<name>.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface Measurement {
  scenario: string;
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  /** The mean, to a hundredth of a ms (autocannon's percentiles are whole ms). */
  meanMs: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
}

export async function measure(s: Scenario, seconds: number, connections: number): Promise<Measurement> {
  const result = await autocannon({
    url: s.url,
    method: s.method,
    headers: s.headers,
    ...(s.body === undefined ? {} : { body: s.body }),
    duration: seconds,
    connections,
  });
  return fromAutocannon(s.name, result);
}

/** One table row from an autocannon result; p95 is read between its p90 and p97.5 linearly. */
export function fromAutocannon(scenario: string, result: autocannon.Result): Measurement {
  const { p50, p90, p97_5, p99 } = result.latency;
  return {
    scenario,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    rps: Math.round(result.requests.average),
    meanMs: Math.round(result.latency.mean * 100) / 100,
    p50ms: p50,
    p95ms: Math.round((p90 + ((p97_5 - p90) * 5) / 7.5) * 100) / 100,
    p99ms: p99,
  };
}

/** Writes bench/results/<name>.json: when it ran, with which settings, and what it measured. */
export function saveResults(name: string, settings: Record<string, unknown>, results: unknown): string {
  const dir = fileURLToPath(new URL('../../results', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${name}.json`;
  writeFileSync(
    file,
    `${JSON.stringify({ name, at: new Date().toISOString(), settings, rows: results }, null, 2)}\n`,
  );
  console.log(`\nsaved ${file}`);
  return file;
}

export function report(name: string, settings: Record<string, unknown>, rows: Measurement[]): void {
  const header = '| scenario | req/s | mean ms | p50 ms | p95 ms | p99 ms | requests | errors | non-2xx |';
  const lines = rows.map(
    (r) =>
      `| ${r.scenario} | ${r.rps} | ${r.meanMs} | ${r.p50ms} | ${r.p95ms} | ${r.p99ms} | ${r.requests} | ${r.errors} | ${r.non2xx} |`,
  );
  console.log(
    [`\n${name}`, header, '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |', ...lines].join(
      '\n',
    ),
  );
  saveResults(name, settings, rows);
}
