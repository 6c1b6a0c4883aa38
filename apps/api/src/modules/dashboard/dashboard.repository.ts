// The dashboard's figures: each an SQL aggregate over orders, clients and receivables, in the caller's
// client scope (clientScopeCondition on the joined clients table). A list query answers its first rows
// with the count of all of them (a window count), so a short list never loads the long one.
// Days are turned into instants in the shop's zone by the database: `day::timestamp at time zone
// 'Europe/Rome'` is when that day starts in Italy.
import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_LIST_SIZE } from '@shop/contract';
import type { Database } from '../../db/database';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';
import type { DashboardPeriod } from './dashboard-period';

/** When `day` (YYYY-MM-DD) starts in the shop's time zone. */
const startOf = (day: string): SQL => sql`(${day}::timestamp at time zone 'Europe/Rome')`;
const LIMIT = DASHBOARD_LIST_SIZE;
/** Orders that count in a figure: every status but cancelled or rejected (approvals). */
const COUNTED = sql`o.status not in ('annullato', 'rifiutato')`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
/**
 * Orders of the clients in the scope, as a condition on `orders o`: no join at all for the scope of
 * every client, so the office's figures read the orders' index alone.
 */
function ordersInScope(scope: ClientScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  return sql`o.client_code in (select clients.code from clients where ${clientScopeCondition(scope)})`;
}
/** An exact amount as numeric text (the service rounds it to the shop's decimals). */
const amount = (expr: SQL): SQL => sql`coalesce(${expr}, 0)::text`;

export interface DayFigures {
  day: string;
  orders: number;
  /** The exact sum, as numeric text. */
  amount: string;
}

/**
 * Orders and their sum per day, this month up to today and the whole same month last year. Each order
 * finds its day by a binary search among the days' starting instants (width_bucket): turning every
 * order's instant into Italian time costs ten times as much.
 */
export function findMonthDays(db: Database, scope: ClientScope, period: DashboardPeriod) {
  const scoped = ordersInScope(scope);
  const range = (from: string, to: string) => sql`
    select (${from}::date + (bucket - 1))::text as day, count(*)::int as orders, sum(total)::text as amount
    from (
      select width_bucket(o.created_at, (
               select array_agg((d at time zone 'Europe/Rome') order by d)
               from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') d)) as bucket,
             o.total
      from orders o
      where ${scoped} and ${COUNTED}
        and o.created_at >= ${startOf(from)} and o.created_at < ${startOf(to)}
    ) o
    group by bucket`;
  return rows<DayFigures>(
    db,
    sql`${range(period.monthStart, period.tomorrow)} union all
        ${range(period.lastYearStart, period.lastYearMonthEnd)}
        order by day`,
  );
}

export interface ChannelFigures {
  /** null on the row of all channels together. */
  channel: string | null;
  orders: number;
  amount: string;
}

/** Today's orders per channel, and a row (channel null) for all of them. */
export function findTodayByChannel(db: Database, period: DashboardPeriod) {
  return rows<ChannelFigures>(
    db,
    sql`select o.channel, count(*)::int as orders, ${amount(sql`sum(o.total)`)} as amount
        from orders o
        where ${COUNTED} and o.created_at >= ${startOf(period.today)} and o.created_at < ${startOf(period.tomorrow)}
        group by rollup (o.channel)`,
  );
}

export interface OrderRow {
  number: string;
  createdAt: Date | string;
  status: string;
  channel: string;
  clientCode: string;
  companyName: string;
  amount: string;
  total: number;
  totalAmount: string;
}

/**
 * Orders received and not confirmed yet, oldest first, with how many and how much in all (those waiting
 * for approval are not: they are in the approval queue, /api/approvals/queue).
 */
export function findWaitingOrders(db: Database, scope: ClientScope) {
  return rows<OrderRow>(
    db,
    sql`select o.number, o.created_at as "createdAt", o.status, o.channel, o.client_code as "clientCode",
          clients.company_name as "companyName", ${amount(sql`o.total`)} as amount,
          (count(*) over ())::int as total, ${amount(sql`sum(o.total) over ()`)} as "totalAmount"
        from orders o join clients on clients.code = o.client_code
        where ${clientScopeCondition(scope)} and o.status = 'ricevuto'
        order by o.created_at, o.id
        limit ${LIMIT}`,
  );
}

export interface TopClientRow {
  code: string;
  companyName: string;
  agentCode: string | null;
  agentName: string | null;
  orders: number;
  amount: string;
}

/**
 * The clients who bought most this month (up to today), from the monthly sales the order triggers keep
 * per client (client_monthly_sales, migration 0011: cancelled orders left out, months of the shop's
 * calendar): this month's row is the month to date. An agent's: this month's row of each of his
 * clients (one key lookup each); everyone's: the month's rows, then the five named.
 */
export function findTopClients(db: Database, scope: ClientScope, period: DashboardPeriod) {
  const month = sql`${period.monthStart}::date`;
  const top =
    scope.kind === 'all'
      ? sql`select s.client_code, s.orders, s.turnover from client_monthly_sales s
            where s.month = ${month} and s.orders > 0
            order by s.turnover desc, s.client_code limit ${LIMIT}`
      : sql`select clients.code as client_code, s.orders, s.turnover
            from clients
            cross join lateral (select m.orders, m.turnover from client_monthly_sales m
                                where m.client_code = clients.code and m.month = ${month}) s
            where ${clientScopeCondition(scope)} and s.orders > 0
            order by s.turnover desc, clients.code limit ${LIMIT}`;
  return rows<TopClientRow>(
    db,
    sql`select clients.code, clients.company_name as "companyName", clients.agent_code as "agentCode",
          agents.name as "agentName", top.orders, ${amount(sql`top.turnover`)} as amount
        from (${top}) top
        join clients on clients.code = top.client_code
        left join agents on agents.code = clients.agent_code
        where ${clientScopeCondition(scope)}
        order by top.turnover desc, clients.code`,
  );
}

export interface TopAgentRow {
  code: string;
  name: string;
  clients: number;
  orders: number;
  amount: string;
}

/** The agents whose clients bought most this month (by the client's agent today; monthly sales). */
export function findTopAgents(db: Database, period: DashboardPeriod) {
  return rows<TopAgentRow>(
    db,
    sql`select agents.code, agents.name, count(*)::int as clients, sum(s.orders)::int as orders,
          ${amount(sql`sum(s.turnover)`)} as amount
        from client_monthly_sales s
        join clients on clients.code = s.client_code
        join agents on agents.code = clients.agent_code
        where s.month = ${period.monthStart}::date and s.orders > 0
        group by agents.code, agents.name
        order by sum(s.turnover) desc, agents.code
        limit ${LIMIT}`,
  );
}

export interface ClientCountsRow {
  clients: number;
  orderedThisMonth: number;
  openOrders: number;
  openAmount: string;
}

/**
 * How many clients the scope holds, how many ordered this month, and their open orders (received or
 * confirmed): from the figures the order triggers keep per client (client_figures,
 * client_monthly_sales), one row per client.
 */
export async function findClientCounts(
  db: Database,
  scope: ClientScope,
  period: DashboardPeriod,
): Promise<ClientCountsRow> {
  const [row] = await rows<ClientCountsRow>(
    db,
    sql`select count(*)::int as clients,
          (count(*) filter (where s.orders > 0))::int as "orderedThisMonth",
          coalesce(sum(f.open_orders), 0)::int as "openOrders", ${amount(sql`sum(f.open_amount)`)} as "openAmount"
        from clients
        left join client_figures f on f.client_code = clients.code
        left join client_monthly_sales s on s.client_code = clients.code and s.month = ${period.monthStart}::date
        where ${clientScopeCondition(scope)}`,
  );
  return row ?? { clients: 0, orderedThisMonth: 0, openOrders: 0, openAmount: '0' };
}

export interface SilentClientRow {
  code: string;
  companyName: string;
  lastDay: string;
  idleDays: number;
  usualDays: number;
  orders: number;
  total: number;
}

/**
 * Clients who ordered regularly and stopped: at least 4 orders in the last twelve months, and more
 * days since the last one than 30 and than three times their usual gap (the span from their first to their
 * last order of the twelve months, divided by the gaps in it). The most regular first. Only clients
 * whose last order of any kind (client_figures, kept by the order triggers) is over 30 days old are
 * summed order by order: a client who ordered in the last 30 days, even an order cancelled later, is in
 * touch and not silent.
 */
export function findSilentClients(db: Database, scope: ClientScope, period: DashboardPeriod) {
  return rows<SilentClientRow>(
    db,
    sql`with s as (
          select clients.code, clients.company_name, count(*)::int as n, min(o.created_at) as first,
            max(o.created_at) as last
          from clients
          join client_figures f on f.client_code = clients.code
          join orders o on o.client_code = clients.code
          where ${clientScopeCondition(scope)} and ${COUNTED}
            and f.last_order_at < (${period.today}::date - 30)::timestamp at time zone 'Europe/Rome'
            and o.created_at >= ${startOf(period.lastYearSameDayNext)}
          group by clients.code, clients.company_name
          having count(*) >= 4
        ), d as (
          select *, (${period.today}::date - (last at time zone 'Europe/Rome')::date) as idle,
            round(extract(epoch from last - first) / 86400 / (n - 1))::int as usual
          from s
        )
        select code, company_name as "companyName", (last at time zone 'Europe/Rome')::date::text as "lastDay",
          idle as "idleDays", usual as "usualDays", n as orders, (count(*) over ())::int as total
        from d
        where idle > greatest(30, 3 * usual)
        order by n desc, idle desc, code
        limit ${LIMIT}`,
  );
}

export interface OverCreditRow {
  code: string;
  companyName: string;
  creditLimit: string;
  exposure: string;
  total: number;
}

/**
 * Clients whose exposure is above their credit limit, worst first. The exposure is the client record's:
 * open orders (received or confirmed) plus what is unpaid, from client_figures.
 */
export function findOverCredit(db: Database, scope: ClientScope) {
  const exposure = sql`(coalesce(f.open_amount, 0) + coalesce(f.unpaid_amount, 0))`;
  return rows<OverCreditRow>(
    db,
    sql`select clients.code, clients.company_name as "companyName", clients.credit_limit::text as "creditLimit",
          ${amount(exposure)} as exposure, (count(*) over ())::int as total
        from clients
        left join client_figures f on f.client_code = clients.code
        where ${clientScopeCondition(scope)} and clients.credit_limit is not null
          and ${exposure} > clients.credit_limit
        order by ${exposure} - clients.credit_limit desc, clients.code
        limit ${LIMIT}`,
  );
}

export interface OverdueRow {
  code: string;
  companyName: string;
  amount: string;
  documents: number;
  oldestDue: string;
  total: number;
  totalAmount: string;
}

/** Clients with receivables past their due day and not fully paid, the largest sums first. */
export function findOverdue(db: Database, scope: ClientScope, period: DashboardPeriod) {
  const due = sql`sum(r.amount - r.paid_amount)`;
  return rows<OverdueRow>(
    db,
    sql`select clients.code, clients.company_name as "companyName", ${amount(due)} as amount,
          count(*)::int as documents, min(r.due_on)::text as "oldestDue",
          (count(*) over ())::int as total, ${amount(sql`sum(${due}) over ()`)} as "totalAmount"
        from clients join receivables r on r.client_code = clients.code
        where ${clientScopeCondition(scope)} and r.due_on < ${period.today}::date and r.paid_amount < r.amount
        group by clients.code, clients.company_name
        order by ${due} desc, clients.code
        limit ${LIMIT}`,
  );
}

export async function findAgentName(db: Database, agentCode: string): Promise<string> {
  const [row] = await rows<{ name: string }>(db, sql`select name from agents where code = ${agentCode}`);
  return row?.name ?? agentCode;
}

export interface FairRow {
  code: string;
  nameIt: string;
  nameEn: string;
  place: string;
  startsOn: string;
  endsOn: string;
  orders: number;
  amount: string;
}

/** The user's fairs with the orders the user placed there (channel fair, on the fair's days). */
export function findFairs(db: Database, userId: number) {
  return rows<FairRow>(
    db,
    sql`select f.code, f.name_it as "nameIt", f.name_en as "nameEn", f.place, f.starts_on::text as "startsOn",
          f.ends_on::text as "endsOn", x.orders, x.amount
        from user_fairs uf join fairs f on f.code = uf.fair_code
        cross join lateral (
          select count(*)::int as orders, ${amount(sql`sum(o.total)`)} as amount
          from orders o
          where o.user_id = uf.user_id and o.channel = 'fair' and ${COUNTED}
            and o.created_at >= (f.starts_on::timestamp at time zone 'Europe/Rome')
            and o.created_at < ((f.ends_on + 1)::timestamp at time zone 'Europe/Rome')
        ) x
        where uf.user_id = ${userId}
        order by f.starts_on, f.code`,
  );
}
