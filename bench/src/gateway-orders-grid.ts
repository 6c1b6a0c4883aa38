// The staff's order grid through the gateway on PostgreSQL with the large data set (5,000 clients,
// 200,000 orders): a 50-row page of GraphQL `managedOrders(...)` with the columns the grid shows,
// cycling through a mix of sorts, filters, searches and pages, as management (admin: every order) and
// as an agent (moretti: his clients' orders), on BENCH_CONNECTIONS (4) connections and on one. Target
// (issue 15): p95 ≤ 30 ms. `pnpm --filter @shop/bench gateway-orders-grid` after a build (env as
// gateway-dashboard).
import { runGridBench } from './lib/grid-bench';

const TARGET_P95_MS = 30;
/** The grid's page as the web app asks it (apps/web/src/management/orders). */
const PAGE = `query OrdersGrid($page: Int, $search: String, $sort: ManagedOrderSort, $filter: ManagedOrderFilter) {
  managedOrders(page: $page, pageSize: 50, search: $search, sort: $sort, filter: $filter) {
    total page pageSize
    items { number date client { code name } agent { code name } channel status total lineCount units
      placedBy deliveryDate expectedDate version }
  }
}`;
const sort = (field: string, direction = 'ASC') => ({ field, direction });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** What the office does with the grid: open it, the open orders, one client, one agent, a month. */
const ADMIN_MIX: Record<string, unknown>[] = [
  {},
  { filter: { open: true } },
  { filter: { statuses: ['RECEIVED'] }, sort: sort('DATE') },
  { filter: { statuses: ['CONFIRMED', 'IN_PREPARATION'] } },
  { search: 'L00123' },
  { search: 'bar milano' },
  { filter: { clientCode: 'L00042' } },
  { filter: { agentCode: 'AGL03' }, sort: sort('TOTAL', 'DESC') },
  { filter: { channel: 'AGENT', from: daysAgo(30), to: daysAgo(0) } },
  { filter: { from: daysAgo(400), to: daysAgo(365) }, sort: sort('CLIENT') },
  { sort: sort('TOTAL', 'DESC'), page: 3 },
  { page: 40 },
];
const AGENT_MIX: Record<string, unknown>[] = [
  {},
  { filter: { open: true } },
  { filter: { statuses: ['RECEIVED'] } },
  { search: 'bar' },
  { filter: { from: daysAgo(30), to: daysAgo(0) }, sort: sort('TOTAL', 'DESC') },
  { sort: sort('CLIENT'), page: 5 },
];
await runGridBench({
  name: 'gateway-orders-grid',
  field: 'managedOrders',
  label: 'orders page',
  query: PAGE,
  adminMix: ADMIN_MIX,
  agentMix: AGENT_MIX,
  targetP95Ms: TARGET_P95_MS,
});
