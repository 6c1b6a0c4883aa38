// Queries of the sales agents with their figures: the clients each follows today, added up from the
// per-client figures the order triggers keep (client_figures, client_monthly_sales).
import type { AgentListQuery, AgentSortField } from '@shop/contract';
import { and, asc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { agents, clientFigures, clientMonthlySales, clients, users } from '../../db/schema';
import { containsPattern } from '../../http/list';
import { exposureOf } from '../clients';

export interface AgentPeriod {
  year: number;
  /** The first day of the current month (YYYY-MM-01). */
  month: string;
}

function figures(period: AgentPeriod) {
  const inYear = sql`${clientFigures.salesYear} = ${period.year}`;
  return {
    clients: sql<number>`count(${clients.code})`.mapWith(Number),
    monthOrders: sql<number>`coalesce(sum(${clientMonthlySales.orders}), 0)`.mapWith(Number),
    monthTurnover: sql<string>`coalesce(sum(${clientMonthlySales.turnover}), 0)`,
    yearOrders:
      sql<number>`coalesce(sum(case when ${inYear} then ${clientFigures.yearOrders} end), 0)`.mapWith(Number),
    yearTurnover: sql<string>`coalesce(sum(case when ${inYear} then ${clientFigures.yearTurnover} end), 0)`,
    overLimit:
      sql<number>`count(*) filter (where ${clients.creditLimit} is not null and ${exposureOf} > ${clients.creditLimit})`.mapWith(
        Number,
      ),
  };
}

/** The agent's login, when he has one (the first, should there be several). */
const loginOf = sql<string | null>`(select ${users.username} from ${users}
  where ${users.agentCode} = ${agents.code} and ${users.tipo} = 'A' order by ${users.id} limit 1)`;

function agentsWithFigures(db: Database, period: AgentPeriod) {
  const f = figures(period);
  return db
    .select({
      agent: agents,
      username: loginOf,
      ...f,
    })
    .from(agents)
    .leftJoin(clients, eq(clients.agentCode, agents.code))
    .leftJoin(clientFigures, eq(clientFigures.clientCode, clients.code))
    .leftJoin(
      clientMonthlySales,
      and(eq(clientMonthlySales.clientCode, clients.code), eq(clientMonthlySales.month, period.month)),
    )
    .$dynamic();
}

function sortOf(field: AgentSortField, period: AgentPeriod): SQL {
  const f = figures(period);
  const by: Record<AgentSortField, SQL> = {
    codice: sql`${agents.code}`,
    nome: sql`lower(${agents.name})`,
    clienti: f.clients,
    ordiniMese: f.monthOrders,
    fatturatoMese: f.monthTurnover,
    ordiniAnno: f.yearOrders,
    fatturatoAnno: f.yearTurnover,
    scontoMassimo: sql`${agents.maxDiscount}`,
  };
  return by[field];
}

/** Every agent matching the search, sorted (a few dozen at most: the page is cut by the caller). */
export async function findAgents(db: Database, query: AgentListQuery, period: AgentPeriod) {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  const direction = query.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await agentsWithFigures(db, period)
    .where(
      and(
        ...words.map((word) =>
          or(
            sql`${agents.code} ilike ${containsPattern(word)}`,
            sql`${agents.name} ilike ${containsPattern(word)}`,
          ),
        ),
      ),
    )
    .groupBy(agents.code)
    .orderBy(sql`${sortOf(query.sort.field, period)} ${direction}`, asc(agents.code));
  return rows;
}

export async function findAgentWithFigures(db: Database, code: string, period: AgentPeriod) {
  const [row] = await agentsWithFigures(db, period).where(eq(agents.code, code)).groupBy(agents.code);
  return row;
}

/** Orders and turnover per month of the agent's clients since `from` (YYYY-MM-01). */
export async function findAgentMonths(db: Database, code: string, from: string) {
  return db
    .select({
      month: clientMonthlySales.month,
      orders: sql<number>`sum(${clientMonthlySales.orders})`.mapWith(Number),
      turnover: sql<string>`sum(${clientMonthlySales.turnover})`,
    })
    .from(clientMonthlySales)
    .innerJoin(clients, eq(clients.code, clientMonthlySales.clientCode))
    .where(and(eq(clients.agentCode, code), gte(clientMonthlySales.month, from)))
    .groupBy(clientMonthlySales.month)
    .orderBy(asc(clientMonthlySales.month));
}

export async function lockAgent(db: Database, code: string) {
  const [agent] = await db.select().from(agents).where(eq(agents.code, code)).for('update');
  return agent;
}
