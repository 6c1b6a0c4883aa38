// Rows of the directory and the record as the contract shows them (amounts rounded to cents).
import type {
  ClientListItem,
  ClientOrder,
  ClientRecord,
  OrderChannel,
  OrderStatus,
  PriceList,
  Receivable,
} from '@shop/contract';
import type { AgentRow, ClientAddressRow, ClientRow, ReceivableRow } from '../../db/schema';
import { money, toAmount } from '../../kernel/money';
import type { ClientOrderRow, findDirectoryPage, findRecordParts } from './clients.repository';

const cents = (value: string | number | null | undefined) => toAmount(money(value ?? 0), 2);
const iso = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString() : null);
const yesNo = (value: boolean) => (value ? ('S' as const) : ('N' as const));

type DirectoryRow = Awaited<ReturnType<typeof findDirectoryPage>>['rows'][number];

export function toListItem(row: DirectoryRow): ClientListItem {
  const limit = row.creditLimit === null ? null : cents(row.creditLimit);
  const exposure = cents(row.exposure);
  return {
    codice: row.code,
    ragioneSociale: row.companyName,
    partitaIva: row.vatNumber,
    citta: row.city,
    provincia: row.province,
    agente: row.agentCode ? { codice: row.agentCode, nome: row.agentName ?? row.agentCode } : null,
    // The column's check constraint keeps it to the contract's lists.
    listino: row.priceList as PriceList,
    sconti: row.discountChain,
    ultimoOrdine: iso(row.lastOrderAt),
    ordiniAnno: Number(row.yearOrders ?? 0),
    fatturatoAnno: cents(row.yearTurnover),
    fido: limit,
    esposizione: exposure,
    fidoSuperato: yesNo(limit !== null && exposure > limit),
  };
}

export function toAddress(address: ClientAddressRow) {
  return {
    codice: address.code,
    descrizione: address.description,
    indirizzo: address.street,
    cap: address.postcode,
    citta: address.city,
    provincia: address.province,
    nazione: address.country,
    predefinito: yesNo(address.isDefault),
  };
}

/** A client as every view shows it (spec §3): identity, registered office, delivery addresses, terms. */
export function toClient(client: ClientRow, addresses: readonly ClientAddressRow[]) {
  return {
    codice: client.code,
    ragioneSociale: client.companyName,
    partitaIva: client.vatNumber,
    codiceFiscale: client.fiscalCode,
    email: client.email,
    telefono: client.phone,
    sedeLegale: {
      indirizzo: client.street,
      cap: client.postcode,
      citta: client.city,
      provincia: client.province,
      nazione: client.country,
    },
    destinazioni: addresses.map(toAddress),
    // The column's check constraint keeps it to the contract's lists.
    listino: client.priceList as PriceList,
    sconti: client.discountChain,
    pagamento: client.paymentTerms,
  };
}

/** A client's agent as its own users see it. */
export function toAgent(agent: AgentRow) {
  return { codice: agent.code, nome: agent.name, email: agent.email };
}

function toOrder(row: ClientOrderRow): ClientOrder {
  const name = [row.placerFirstName, row.placerLastName].filter(Boolean).join(' ');
  return {
    numero: row.number,
    data: row.createdAt.toISOString(),
    stato: row.status as OrderStatus,
    // The column's check constraint keeps it to the contract's channels.
    canale: row.channel as OrderChannel,
    inseritoDa: name || row.placerUsername,
    totale: cents(row.total),
    righe: row.lineCount,
    pezzi: row.items,
  };
}

function toReceivable(row: ReceivableRow, today: string): Receivable {
  const owed = money(row.amount).minus(row.paidAmount);
  return {
    id: row.id,
    documento: row.document,
    emissione: row.issuedOn,
    scadenza: row.dueOn,
    importo: cents(row.amount),
    pagato: cents(row.paidAmount),
    residuo: toAmount(owed, 2),
    scaduta: yesNo(row.dueOn < today && owed.greaterThan(0)),
  };
}

export interface RecordHead {
  client: ClientRow;
  agent: AgentRow | null;
  lastOrderAt: Date | null;
  yearOrders: number | null;
  yearTurnover: string | null;
  openOrders: number;
  openAmount: string;
  unpaidAmount: string;
}

export function toRecord(
  head: RecordHead,
  parts: Awaited<ReturnType<typeof findRecordParts>>,
  today: string,
): ClientRecord {
  const { client, agent } = head;
  const items = parts.openItems.map((row) => toReceivable(row, today));
  const overdue = items
    .filter((item) => item.scaduta === 'S')
    .reduce((sum, item) => sum.plus(item.residuo), money(0));
  const limit = client.creditLimit === null ? null : cents(client.creditLimit);
  const total = toAmount(money(head.openAmount).plus(head.unpaidAmount), 2);
  return {
    ...toClient(client, parts.addresses),
    agente: agent
      ? { codice: agent.code, nome: agent.name, email: agent.email, telefono: agent.phone }
      : null,
    fido: limit,
    esposizione: {
      ordiniAperti: cents(head.openAmount),
      numeroOrdiniAperti: head.openOrders,
      partiteAperte: cents(head.unpaidAmount),
      scaduto: toAmount(overdue, 2),
      totale: total,
      disponibile: limit === null ? null : toAmount(money(limit).minus(total), 2),
      superato: yesNo(limit !== null && total > limit),
    },
    clienteDal: client.createdAt.toISOString(),
    ultimoOrdine: iso(head.lastOrderAt),
    ordiniAnno: Number(head.yearOrders ?? 0),
    fatturatoAnno: cents(head.yearTurnover),
    contatti: parts.contacts.map((c) => ({
      id: c.id,
      nome: c.name,
      ruolo: c.role,
      email: c.email,
      telefono: c.phone,
    })),
    note: parts.notes.map((n) => ({
      id: n.id,
      testo: n.text,
      autore: n.authorName,
      data: n.createdAt.toISOString(),
    })),
    partite: items,
    ultimiOrdini: parts.latestOrders.map(toOrder),
    ordiniAperti: parts.openOrders.map(toOrder),
  };
}
