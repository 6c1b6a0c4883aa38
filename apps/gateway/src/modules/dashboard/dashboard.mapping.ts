// The REST dashboard (Italian field names) -> the GraphQL types, in one place.
import type {
  AgentDashboard as RestAgent,
  DashboardData,
  DashboardOrder as RestOrder,
  FairsDashboard as RestFairs,
  MonthComparison as RestMonth,
  OfficeDashboard as RestOffice,
  OrderFigures as RestFigures,
  TopClient,
} from '@shop/contract';
import type {
  AgentDashboard,
  DashboardOrder,
  DashboardTopClient,
  FairDashboard,
  FairState,
  MonthComparison,
  OfficeDashboard,
  OrderChannel,
  OrderFigures,
  WaitingOrders,
} from '../../generated/resolvers-types';
import { toOrderStatus } from '../orders';

export type DashboardModel =
  | (AgentDashboard & { __typename: 'AgentDashboard' })
  | (OfficeDashboard & { __typename: 'OfficeDashboard' })
  | (FairDashboard & { __typename: 'FairDashboard' });

const figures = (f: RestFigures): Omit<OrderFigures, '__typename'> => ({
  orders: f.ordini,
  amount: f.importo,
});
const channel = (c: string) => c.toUpperCase() as OrderChannel;

function month(m: RestMonth): MonthComparison {
  return {
    from: m.dal,
    to: m.al,
    lastYearFrom: m.dalAnnoPrima,
    lastYearTo: m.alAnnoPrima,
    current: figures(m.corrente),
    lastYear: figures(m.annoPrima),
    days: m.giorni.map((d) => ({ day: d.giorno, amount: d.importo, lastYearAmount: d.importoAnnoPrima })),
  };
}

const order = (o: RestOrder): DashboardOrder => ({
  number: o.numero,
  placedAt: o.data,
  status: toOrderStatus(o.stato),
  channel: channel(o.canale),
  clientCode: o.codiceCliente,
  clientName: o.ragioneSociale,
  total: o.importo,
});

const waiting = (w: RestAgent['attenzione']['inAttesa']): WaitingOrders => ({
  count: w.totale,
  amount: w.importo,
  oldest: w.righe.map(order),
});

const topClient = (c: TopClient): DashboardTopClient => ({
  code: c.codice,
  name: c.ragioneSociale,
  agentCode: c.codiceAgente,
  agentName: c.nomeAgente,
  orders: c.ordini,
  amount: c.importo,
});

function agent(d: RestAgent): AgentDashboard {
  const { inAttesa, silenti, oltreFido, scaduti } = d.attenzione;
  return {
    date: d.oggi,
    decimals: d.decimali,
    agent: { code: d.agente.codice, name: d.agente.nome },
    clients: { total: d.clienti.totale, orderedThisMonth: d.clienti.conOrdiniNelMese },
    month: month(d.mese),
    openOrders: figures(d.ordiniAperti),
    topClients: d.topClienti.map(topClient),
    attention: {
      waitingOrders: waiting(inAttesa),
      silentClients: {
        count: silenti.totale,
        first: silenti.righe.map((c) => ({
          code: c.codice,
          name: c.ragioneSociale,
          lastOrderOn: c.ultimoOrdine,
          daysSinceLastOrder: c.giorniSenzaOrdini,
          usualInterval: c.intervalloAbituale,
          ordersLastYear: c.ordiniUltimoAnno,
        })),
      },
      overCredit: {
        count: oltreFido.totale,
        first: oltreFido.righe.map((c) => ({
          code: c.codice,
          name: c.ragioneSociale,
          creditLimit: c.fido,
          exposure: c.esposizione,
        })),
      },
      overdue: {
        clients: scaduti.totale,
        amount: scaduti.importo,
        first: scaduti.righe.map((c) => ({
          code: c.codice,
          name: c.ragioneSociale,
          amount: c.importo,
          documents: c.documenti,
          oldestDueOn: c.scadenzaPiuVecchia,
        })),
      },
    },
  };
}

function office(d: RestOffice): OfficeDashboard {
  return {
    date: d.oggi,
    decimals: d.decimali,
    todayOrders: {
      ...figures(d.ordiniOggi),
      byChannel: d.ordiniOggi.canali.map((c) => ({ channel: channel(c.canale), ...figures(c) })),
    },
    waitingOrders: waiting(d.inAttesa),
    month: month(d.mese),
    topClients: d.topClienti.map(topClient),
    topAgents: d.topAgenti.map((a) => ({
      code: a.codice,
      name: a.nome,
      clients: a.clienti,
      orders: a.ordini,
      amount: a.importo,
    })),
  };
}

const FAIR_STATE: Record<RestFairs['fiere'][number]['stato'], FairState> = {
  in_corso: 'RUNNING',
  prossima: 'UPCOMING',
  conclusa: 'OVER',
};

function fairs(d: RestFairs): FairDashboard {
  return {
    date: d.oggi,
    decimals: d.decimali,
    fairs: d.fiere.map((f) => ({
      code: f.codice,
      name: f.descrizione,
      place: f.luogo,
      startsOn: f.dal,
      endsOn: f.al,
      state: FAIR_STATE[f.stato],
      days: f.giorni,
      orders: figures(f.ordini),
    })),
  };
}

export function toDashboard(data: DashboardData): DashboardModel {
  switch (data.vista) {
    case 'agente':
      return { __typename: 'AgentDashboard', ...agent(data) };
    case 'ufficio':
      return { __typename: 'OfficeDashboard', ...office(data) };
    default:
      return { __typename: 'FairDashboard', ...fairs(data) };
  }
}
