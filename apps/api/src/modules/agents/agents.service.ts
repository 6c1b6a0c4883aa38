// The sales agents (/salesagent): the list with each one's clients and figures, one agent's record
// with his last twelve months, and the changes management makes (ceiling, contact data), audited.
import type {
  AgentListData,
  AgentListQuery,
  AgentRecord,
  AgentSummary,
  agentUpdatePayloadSchema,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { agents } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData, pageWindow } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import { shopPeriod } from '../clients';
import { money, toAmount } from '../../kernel/money';
import {
  findAgentMonths,
  findAgents,
  findAgentWithFigures,
  lockAgent,
  type AgentPeriod,
} from './agents.repository';

const cents = (value: string | number | null | undefined) => toAmount(money(value ?? 0), 2);

type Row = NonNullable<Awaited<ReturnType<typeof findAgentWithFigures>>>;

function toSummary(row: Row): AgentSummary {
  return {
    codice: row.agent.code,
    nome: row.agent.name,
    email: row.agent.email,
    telefono: row.agent.phone,
    scontoMassimo: Number(row.agent.maxDiscount),
    utente: row.username,
    clienti: row.clients,
    ordiniMese: row.monthOrders,
    fatturatoMese: cents(row.monthTurnover),
    ordiniAnno: row.yearOrders,
    fatturatoAnno: cents(row.yearTurnover),
  };
}

function period(): AgentPeriod & { today: string } {
  const { today, year, month } = shopPeriod();
  return { today, year, month };
}

export async function listAgents(db: Database, query: AgentListQuery): Promise<AgentListData> {
  const rows = await findAgents(db, query, period());
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  return listData(rows.slice(offset, offset + limit).map(toSummary), rows.length, query);
}

function agentNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'agents.notFound', { field: 'codice' });
}

/** The twelve months up to the current one (YYYY-MM), oldest first. */
function lastTwelveMonths(month: string): string[] {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, i) => {
    const at = new Date(Date.UTC(year, index - 11 + i, 1));
    return at.toISOString().slice(0, 7);
  });
}

export async function getAgent(db: Database, code: string): Promise<AgentRecord> {
  const now = period();
  const row = await findAgentWithFigures(db, code, now);
  if (!row) throw agentNotFound();
  const months = lastTwelveMonths(now.month);
  const sales = await findAgentMonths(db, code, `${months[0]}-01`);
  const byMonth = new Map(sales.map((s) => [String(s.month).slice(0, 7), s]));
  return {
    ...toSummary(row),
    clientiFidoSuperato: row.overLimit,
    mesi: months.map((mese) => {
      const found = byMonth.get(mese);
      return { mese, ordini: found?.orders ?? 0, fatturato: cents(found?.turnover) };
    }),
  };
}

export async function updateAgent(
  db: Database,
  user: AuthUser,
  input: z.output<typeof agentUpdatePayloadSchema>,
): Promise<AgentRecord> {
  await db.transaction(async (tx) => {
    const agent = await lockAgent(tx, input.codice);
    if (!agent) throw agentNotFound();
    const before = {
      nome: agent.name,
      email: agent.email,
      telefono: agent.phone,
      scontoMassimo: Number(agent.maxDiscount),
    };
    const after = {
      nome: input.nome ?? before.nome,
      email: input.email ?? before.email,
      telefono: input.telefono ?? before.telefono,
      scontoMassimo: input.scontoMassimo ?? before.scontoMassimo,
    };
    await tx
      .update(agents)
      .set({
        name: after.nome,
        email: after.email,
        phone: after.telefono,
        maxDiscount: after.scontoMassimo.toFixed(2),
      })
      .where(eq(agents.code, agent.code));
    await recordAudit(tx, user, { entity: 'agent', key: agent.code, action: 'update', before, after });
  });
  return getAgent(db, input.codice);
}
