// The reserved area's dashboard through the gateway on PostgreSQL with the large data set (5,000
// clients, 200,000 orders, 100,000 products): the `dashboard` query with every field the /reservedarea
// page shows, as an agent (moretti, the agent with the most clients) and as management (admin), on
// BENCH_CONNECTIONS (4) connections and on one. Target (issue 14): p95 ≤ 100 ms.
// `pnpm --filter @shop/bench gateway-dashboard` after a build (env: BENCH_SECONDS 10, BENCH_CONNECTIONS
// 4, BENCH_PRODUCTS, BENCH_DATABASE_URL, BENCH_REGENERATE=1 to rebuild the data set). Starts the built
// API (4530) and gateway (4531).
import { LARGE, prepareLargeDatabase } from './lib/large-database';
import { report, type Measurement } from './lib/report';
import {
  checkAnswers,
  CONNECTIONS,
  graphql,
  login,
  mix,
  SECONDS,
  startServers,
  type CpuPerRequest,
} from './lib/reserved-area';
import { loadRecorder } from './lib/shop';
import { printAgainstTarget } from './lib/grid-bench';

const TARGET_P95_MS = 100;
const FIGURES = 'orders amount';
const ORDER = 'number placedAt status channel clientCode clientName total';
const MONTH = `month { from to lastYearFrom lastYearTo current { ${FIGURES} } lastYear { ${FIGURES} }
  days { day amount lastYearAmount } }`;
const TOP_CLIENTS = 'topClients { code name agentCode agentName orders amount }';
/** What the /reservedarea page asks (apps/web/src/management/dashboard). */
const DASHBOARD = `query Dashboard {
  dashboard {
    __typename date decimals
    ... on AgentDashboard {
      agent { code name } clients { total orderedThisMonth } ${MONTH} openOrders { ${FIGURES} } ${TOP_CLIENTS}
      attention {
        waitingOrders { count amount oldest { ${ORDER} } }
        silentClients { count first { code name lastOrderOn daysSinceLastOrder usualInterval ordersLastYear } }
        overCredit { count first { code name creditLimit exposure } }
        overdue { clients amount first { code name amount documents oldestDueOn } }
      }
    }
    ... on OfficeDashboard {
      todayOrders { ${FIGURES} byChannel { channel ${FIGURES} } }
      waitingOrders { count amount oldest { ${ORDER} } } ${MONTH} ${TOP_CLIENTS}
      topAgents { code name clients orders amount }
    }
  }
}`;
const BODY = JSON.stringify({ query: DASHBOARD });

const prepared = await prepareLargeDatabase();
console.log(prepared);
const servers = await startServers();
try {
  const users = { agent: await login('moretti'), admin: await login('admin') };
  await checkAnswers([BODY], users.agent);
  await checkAnswers([BODY], users.admin);
  const sample = (await graphql(BODY, users.agent)) as {
    data: { dashboard: { clients: { total: number }; month: { current: { orders: number } } } };
  };
  const agentClients = sample.data.dashboard.clients.total;
  // Warm-up: JIT, connection pools, the database's caches.
  await mix('warm-up', [BODY], users.agent, CONNECTIONS, servers);
  await mix('warm-up', [BODY], users.admin, CONNECTIONS, servers);
  const { loads, withLoad } = loadRecorder<Measurement & CpuPerRequest>();
  const rows = [];
  for (const connections of [CONNECTIONS, 1]) {
    const suffix = connections === 1 ? '1 connection' : `${connections} connections`;
    rows.push(
      await withLoad(
        mix(
          `dashboard, agent moretti (${agentClients} clients), ${suffix}`,
          [BODY],
          users.agent,
          connections,
          servers,
        ),
      ),
      await withLoad(
        mix(`dashboard, management (admin), ${suffix}`, [BODY], users.admin, connections, servers),
      ),
    );
  }
  report(
    'gateway-dashboard',
    {
      data: LARGE,
      seconds: SECONDS,
      connections: CONNECTIONS,
      database: 'postgresql',
      targets: { p95Ms: TARGET_P95_MS },
      prepared,
      loads,
    },
    rows,
  );
  printAgainstTarget(rows, TARGET_P95_MS, loads);
} finally {
  servers.stop();
}
