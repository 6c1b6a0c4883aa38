// Backorders (rimanenze): staff see their client scope's (orders.read), a customer his own client's
// (the customer call passes the client as the scope).
import type { BackorderLine, Language, OrderStatus, OrdersBackordersData } from '@shop/contract';
import type { Database } from '../../db/database';
import { listData } from '../../http/list';
import type { ClientScope } from '../../kernel/client-scope';
import { money, toAmount } from '../../kernel/money';
import { findBackordersPage, type BackorderRow, type BackordersQuery } from './backorders.repository';

function toBackorderLine(row: BackorderRow, language: Language): BackorderLine {
  const { line } = row;
  const open = line.quantity - line.shippedQuantity;
  return {
    ordine: row.orderNumber,
    data: row.createdAt.toISOString(),
    stato: row.status as OrderStatus,
    cliente: { codice: row.clientCode, ragioneSociale: row.clientName },
    agente: row.agentCode ? { codice: row.agentCode, nome: row.agentName ?? row.agentCode } : null,
    riga: line.lineNo,
    codice: line.productCode,
    descrizione: language === 'en' ? line.descriptionEn : line.descriptionIt,
    um: line.um,
    ordinata: line.quantity,
    spedita: line.shippedQuantity,
    residua: open,
    valoreResiduo: toAmount(money(line.netPrice).times(open), row.decimals),
    dataPrevista: row.expected,
  };
}

export async function listBackorders(
  db: Database,
  scope: ClientScope,
  query: BackordersQuery,
  language: Language,
): Promise<OrdersBackordersData> {
  const { rows, total } = await findBackordersPage(db, scope, query);
  return listData(
    rows.map((row) => toBackorderLine(row, language)),
    total,
    query,
  );
}
