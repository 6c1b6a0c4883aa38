// The run shared by the reserved area's grid benches (clients, orders): the large PostgreSQL data set,
// the built API and gateway, a page query cycled through a mix of variables as management (admin) and
// as an agent (moretti), on BENCH_CONNECTIONS and on one connection; the table and the JSON report, and
// each row against the target p95.
import { LARGE, prepareLargeDatabase } from './large-database';
import { report, type Measurement } from './report';
import {
  checkAnswers,
  CONNECTIONS,
  graphql,
  login,
  mix,
  SECONDS,
  startServers,
  type CpuPerRequest,
} from './reserved-area';
import { loadRecorder } from './shop';

type Row = Measurement & CpuPerRequest;

/** Prints each row's p95 against the target and the CPU per request of API, gateway and PostgreSQL. */
export function printAgainstTarget(
  rows: readonly Row[],
  targetP95Ms: number,
  loads: readonly string[],
): void {
  console.log(
    rows
      .map(
        (r) =>
          `${r.scenario}: p95 ${r.p95ms} ms (${r.p95ms <= targetP95Ms ? 'met' : 'MISSED'}), CPU per request API ${r.apiMs} ms, gateway ${r.gatewayMs} ms, PostgreSQL ${r.databaseMs} ms`,
      )
      .join('\n'),
  );
  console.log(loads.map((line) => `load average after ${line}`).join('\n'));
}

export interface GridBench {
  /** The report's name (bench/results/<name>.json). */
  name: string;
  /** The GraphQL field the page query asks for (to tell a gateway without it). */
  field: string;
  /** What the rows are called in the table ("clients page"). */
  label: string;
  query: string;
  adminMix: readonly Record<string, unknown>[];
  agentMix: readonly Record<string, unknown>[];
  targetP95Ms: number;
}

export async function runGridBench(bench: GridBench): Promise<void> {
  const bodies = (mixes: readonly Record<string, unknown>[]) =>
    mixes.map((variables) => JSON.stringify({ query: bench.query, variables }));
  const prepared = await prepareLargeDatabase();
  console.log(prepared);
  const servers = await startServers();
  try {
    // Introspection is off in production: ask the query itself whether the gateway knows it.
    const probe = await graphql(JSON.stringify({ query: bench.query, variables: {} }));
    if (JSON.stringify(probe.errors ?? '').includes(`Cannot query field \\"${bench.field}\\"`)) {
      throw new Error(`the gateway has no \`${bench.field}\` query: nothing to measure`);
    }
    const users = { admin: await login('admin'), agent: await login('moretti') };
    const admin = bodies(bench.adminMix);
    const agent = bodies(bench.agentMix);
    await checkAnswers(admin, users.admin);
    await checkAnswers(agent, users.agent);
    await mix('warm-up', admin, users.admin, CONNECTIONS, servers);
    await mix('warm-up', agent, users.agent, CONNECTIONS, servers);
    const { loads, withLoad } = loadRecorder<Row>();
    const rows: Row[] = [];
    for (const connections of [CONNECTIONS, 1]) {
      const suffix = connections === 1 ? '1 connection' : `${connections} connections`;
      rows.push(
        await withLoad(
          mix(
            `${bench.label}, admin (${bench.adminMix.length} mixes), ${suffix}`,
            admin,
            users.admin,
            connections,
            servers,
          ),
        ),
        await withLoad(
          mix(
            `${bench.label}, agent moretti (${bench.agentMix.length} mixes), ${suffix}`,
            agent,
            users.agent,
            connections,
            servers,
          ),
        ),
      );
    }
    report(
      bench.name,
      {
        data: LARGE,
        seconds: SECONDS,
        connections: CONNECTIONS,
        database: 'postgresql',
        targets: { p95Ms: bench.targetP95Ms },
        prepared,
        loads,
      },
      rows,
    );
    printAgainstTarget(rows, bench.targetP95Ms, loads);
  } finally {
    servers.stop();
  }
}
