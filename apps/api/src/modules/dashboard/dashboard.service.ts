// The dashboard of the signed-in user, by type: an agent's clients (A), the whole shop (U, X), the
// user's fairs (F). The figures of one dashboard are read at the same time (on PostgreSQL each query
// on its own pooled connection).
import {
  ORDER_CHANNELS,
  type AgentDashboard,
  type DashboardData,
  type DashboardOrder,
  type FairsDashboard,
  type Language,
  type MonthComparison,
  type OfficeDashboard,
  type OrderChannel,
  type OrderStatus,
} from '@shop/contract';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../kernel/auth-user';
import { AppError } from '../../errors/app-error';
import { clientScopeOf, type ClientScope } from '../../kernel/client-scope';
import { money, toAmount } from '../../kernel/money';
import { loadPricingSettings } from '../pricing';
import { dashboardPeriod, daysBetween, type DashboardPeriod } from './dashboard-period';
import {
  findAgentName,
  findClientCounts,
  findFairs,
  findMonthDays,
  findOverCredit,
  findOverdue,
  findSilentClients,
  findTodayByChannel,
  findTopAgents,
  findTopClients,
  findWaitingOrders,
  type DayFigures,
  type OrderRow,
  type TopClientRow,
} from './dashboard.repository';

/** This month so far against the same days last year, and the running totals day by day. */
export function monthComparison(
  days: readonly DayFigures[],
  period: DashboardPeriod,
  decimals: number,
): MonthComparison {
  const current = { orders: 0, amount: money(0) };
  const lastYear = { orders: 0, amount: money(0) };
  const perDay = { current: new Map<number, string>(), lastYear: new Map<number, string>() };
  for (const row of days) {
    const dayOfMonth = Number(row.day.slice(8, 10));
    if (row.day >= period.monthStart) {
      current.orders += row.orders;
      current.amount = current.amount.plus(row.amount);
      perDay.current.set(dayOfMonth, row.amount);
    } else {
      perDay.lastYear.set(dayOfMonth, row.amount);
      if (row.day <= period.lastYearSameDay) {
        lastYear.orders += row.orders;
        lastYear.amount = lastYear.amount.plus(row.amount);
      }
    }
  }
  const todayOfMonth = Number(period.today.slice(8, 10));
  let runningCurrent = money(0);
  let runningLastYear = money(0);
  const giorni: MonthComparison['giorni'] = [];
  for (let day = 1; day <= period.monthDays; day++) {
    runningCurrent = runningCurrent.plus(perDay.current.get(day) ?? 0);
    runningLastYear = runningLastYear.plus(perDay.lastYear.get(day) ?? 0);
    // A leap year's 29 February ends last year's line on this year's 28th.
    for (let extra = day + 1; day === period.monthDays && extra <= period.lastYearDays; extra++) {
      runningLastYear = runningLastYear.plus(perDay.lastYear.get(extra) ?? 0);
    }
    giorni.push({
      giorno: day,
      importo: day <= todayOfMonth ? toAmount(runningCurrent, decimals) : null,
      importoAnnoPrima: toAmount(runningLastYear, decimals),
    });
  }
  return {
    dal: period.monthStart,
    al: period.today,
    dalAnnoPrima: period.lastYearStart,
    alAnnoPrima: period.lastYearSameDay,
    corrente: { ordini: current.orders, importo: toAmount(current.amount, decimals) },
    annoPrima: { ordini: lastYear.orders, importo: toAmount(lastYear.amount, decimals) },
    giorni,
  };
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** Rounds the exact sums the queries answer (numeric text) to the shop's decimals. */
type Round = (value: string) => number;
const rounding =
  (decimals: number): Round =>
  (value) =>
    toAmount(money(value), decimals);

function toOrder(row: OrderRow, round: Round): DashboardOrder {
  return {
    numero: row.number,
    data: iso(row.createdAt),
    stato: row.status as OrderStatus,
    canale: row.channel as OrderChannel,
    codiceCliente: row.clientCode,
    ragioneSociale: row.companyName,
    importo: round(row.amount),
  };
}

function waiting(rows: OrderRow[], round: Round) {
  return {
    totale: rows[0]?.total ?? 0,
    importo: round(rows[0]?.totalAmount ?? '0'),
    righe: rows.map((row) => toOrder(row, round)),
  };
}

const toTopClient = (row: TopClientRow, round: Round) => ({
  codice: row.code,
  ragioneSociale: row.companyName,
  codiceAgente: row.agentCode,
  nomeAgente: row.agentName,
  ordini: row.orders,
  importo: round(row.amount),
});

async function agentDashboard(
  db: Database,
  agentCode: string,
  period: DashboardPeriod,
  decimals: Promise<number>,
): Promise<AgentDashboard> {
  const scope: ClientScope = { kind: 'agent', agentCode };
  const [name, counts, days, top, waitingRows, silent, overCredit, overdue] = await Promise.all([
    findAgentName(db, agentCode),
    findClientCounts(db, scope, period),
    findMonthDays(db, scope, period),
    findTopClients(db, scope, period),
    findWaitingOrders(db, scope),
    findSilentClients(db, scope, period),
    findOverCredit(db, scope),
    findOverdue(db, scope, period),
  ]);
  const places = await decimals;
  const round = rounding(places);
  return {
    vista: 'agente',
    oggi: period.today,
    decimali: places,
    agente: { codice: agentCode, nome: name },
    clienti: { totale: counts.clients, conOrdiniNelMese: counts.orderedThisMonth },
    mese: monthComparison(days, period, places),
    ordiniAperti: { ordini: counts.openOrders, importo: round(counts.openAmount) },
    topClienti: top.map((row) => toTopClient(row, round)),
    attenzione: {
      inAttesa: waiting(waitingRows, round),
      silenti: {
        totale: silent[0]?.total ?? 0,
        righe: silent.map((row) => ({
          codice: row.code,
          ragioneSociale: row.companyName,
          ultimoOrdine: row.lastDay,
          giorniSenzaOrdini: row.idleDays,
          intervalloAbituale: row.usualDays,
          ordiniUltimoAnno: row.orders,
        })),
      },
      oltreFido: {
        totale: overCredit[0]?.total ?? 0,
        righe: overCredit.map((row) => ({
          codice: row.code,
          ragioneSociale: row.companyName,
          fido: round(row.creditLimit),
          esposizione: round(row.exposure),
        })),
      },
      scaduti: {
        totale: overdue[0]?.total ?? 0,
        importo: round(overdue[0]?.totalAmount ?? '0'),
        righe: overdue.map((row) => ({
          codice: row.code,
          ragioneSociale: row.companyName,
          importo: round(row.amount),
          documenti: row.documents,
          scadenzaPiuVecchia: row.oldestDue,
        })),
      },
    },
  };
}

async function officeDashboard(
  db: Database,
  period: DashboardPeriod,
  decimals: Promise<number>,
): Promise<OfficeDashboard> {
  const scope: ClientScope = { kind: 'all' };
  const [channels, waitingRows, days, topClients, topAgents] = await Promise.all([
    findTodayByChannel(db, period),
    findWaitingOrders(db, scope),
    findMonthDays(db, scope, period),
    findTopClients(db, scope, period),
    findTopAgents(db, period),
  ]);
  const places = await decimals;
  const round = rounding(places);
  const all = channels.find((row) => row.channel === null);
  return {
    vista: 'ufficio',
    oggi: period.today,
    decimali: places,
    ordiniOggi: {
      ordini: all?.orders ?? 0,
      importo: round(all?.amount ?? '0'),
      canali: ORDER_CHANNELS.map((canale) => {
        const row = channels.find((c) => c.channel === canale);
        return { canale, ordini: row?.orders ?? 0, importo: round(row?.amount ?? '0') };
      }),
    },
    inAttesa: waiting(waitingRows, round),
    mese: monthComparison(days, period, places),
    topClienti: topClients.map((row) => toTopClient(row, round)),
    topAgenti: topAgents.map((row) => ({
      codice: row.code,
      nome: row.name,
      clienti: row.clients,
      ordini: row.orders,
      importo: round(row.amount),
    })),
  };
}

async function fairsDashboard(
  db: Database,
  userId: number,
  language: Language,
  period: DashboardPeriod,
  decimals: Promise<number>,
): Promise<FairsDashboard> {
  const [rows, places] = await Promise.all([findFairs(db, userId), decimals]);
  const round = rounding(places);
  const fairs = rows.map((row) => {
    const stato =
      period.today < row.startsOn ? 'prossima' : period.today > row.endsOn ? 'conclusa' : 'in_corso';
    const giorni =
      stato === 'prossima'
        ? daysBetween(period.today, row.startsOn)
        : stato === 'conclusa'
          ? daysBetween(row.endsOn, period.today)
          : daysBetween(period.today, row.endsOn);
    return {
      codice: row.code,
      descrizione: language === 'en' ? row.nameEn : row.nameIt,
      luogo: row.place,
      dal: row.startsOn,
      al: row.endsOn,
      stato,
      giorni,
      ordini: { ordini: row.orders, importo: round(row.amount) },
    } as const;
  });
  // Running fairs first, then the coming ones (soonest first), then those over (latest first).
  const rank = { in_corso: 0, prossima: 1, conclusa: 2 } as const;
  fairs.sort((a, b) =>
    a.stato !== b.stato
      ? rank[a.stato] - rank[b.stato]
      : a.stato === 'conclusa'
        ? b.al.localeCompare(a.al)
        : a.dal.localeCompare(b.dal),
  );
  return { vista: 'fiere', oggi: period.today, decimali: places, fiere: fairs };
}

export async function getDashboard(
  db: Database,
  user: AuthUser,
  language: Language,
  now: Date = new Date(),
): Promise<DashboardData> {
  const period = dashboardPeriod(now);
  // The shop's decimals are read alongside the figures (they only round them, in the end).
  const decimals = loadPricingSettings(db).then((settings) => settings.decimals);
  decimals.catch(() => undefined);
  const scope = clientScopeOf(user);
  if (scope.kind === 'agent') return agentDashboard(db, scope.agentCode, period, decimals);
  if (scope.kind === 'all') return officeDashboard(db, period, decimals);
  if (user.tipo === 'F') return fairsDashboard(db, user.id, language, period, decimals);
  // The permission table lets no one else in; an agent without an agent record reaches nothing.
  throw new AppError(403, 'FORBIDDEN', 'auth.forbidden');
}
