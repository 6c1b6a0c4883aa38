// POST /api/orders/invoice (invoices.create): one invoice of shipped delivery notes of one client, not
// invoiced yet, dated today and numbered per year without gaps. Lines are the notes' lines at the
// orders' prices, less the orders' header promotion carried by the notes; VAT per rate. An order
// wholly shipped whose every note is then invoiced becomes invoiced. One transaction: the notes locked
// in number order (an invoice made at the same time of one of them waits and then finds it invoiced),
// their orders in id order, the counter taken last.
import type { InvoiceDetail, OrdersInvoiceData, ordersInvoicePayloadSchema } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { clients } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import { clientScopeOf } from '../../kernel/client-scope';
import { notify } from '../notifications';
import { money, toStored } from '../../kernel/money';
import { invoiceTotals, lineAmount } from './document-amounts';
import { takeDocumentNumber } from './document-numbers';
import { findDeliveryNoteLines, insertInvoice, lockDeliveryNotes } from './documents.repository';
import { getDocument } from './documents.service';
import { markInvoicedOrders } from './invoiced-orders';
import { accountOrderPath } from './order-changes';
import { partySnapshot } from '../../kernel/party-snapshot';

export type InvoiceInput = z.output<typeof ordersInvoicePayloadSchema>;

type InvoiceMessage =
  'invoices.ddtNotFound' | 'invoices.alreadyInvoiced' | 'invoices.mixedClients' | 'invoices.duplicateDdt';

function invoiceError(status: 404 | 409 | 422, key: InvoiceMessage, number: string, invoice = '') {
  const code = status === 404 ? 'NOT_FOUND' : status === 409 ? 'CONFLICT' : 'VALIDATION';
  return new AppError(status, code, key, { field: 'ddt', params: { number, invoice } });
}

/** The notes asked for, locked; refused when one is missing, invoiced, or of another client. */
async function lockNotes(tx: Database, user: AuthUser, numbers: readonly string[]) {
  const seen = new Set<string>();
  for (const number of numbers) {
    if (seen.has(number)) throw invoiceError(422, 'invoices.duplicateDdt', number);
    seen.add(number);
  }
  const locked = await lockDeliveryNotes(tx, clientScopeOf(user), numbers);
  const missing = numbers.find((number) => !locked.some((row) => row.note.number === number));
  if (missing) throw invoiceError(404, 'invoices.ddtNotFound', missing);
  const invoiced = locked.find((row) => row.note.invoiceId !== null);
  if (invoiced) {
    throw invoiceError(409, 'invoices.alreadyInvoiced', invoiced.note.number, invoiced.invoiceNumber ?? '');
  }
  const first = locked[0];
  const other = locked.find((row) => row.note.clientCode !== first?.note.clientCode);
  if (other) throw invoiceError(422, 'invoices.mixedClients', other.note.number);
  return locked.map((row) => row.note);
}

export async function invoiceDeliveryNotes(
  db: Database,
  user: AuthUser,
  input: InvoiceInput,
  now: Date = new Date(),
): Promise<OrdersInvoiceData> {
  const { number, orders } = await db.transaction(async (tx) => {
    const notes = await lockNotes(tx, user, input.ddt);
    const clientCode = notes[0]?.clientCode ?? '';
    const [client] = await tx.select().from(clients).where(eq(clients.code, clientCode));
    const noteLines = await findDeliveryNoteLines(
      tx,
      notes.map((n) => n.id),
    );
    if (!client) throw new Error(`client ${clientCode} vanished`);
    const lines = noteLines.map(({ line }) => ({
      line,
      amount: lineAmount(line.netPrice, line.quantity),
      vatRate: Number(line.vatRate),
    }));
    const discount = notes.reduce((sum, note) => sum.plus(note.headerDiscount), money(0));
    const totals = invoiceTotals(lines, discount);
    const numbered = await takeDocumentNumber(tx, 'fattura', now);
    await insertInvoice(
      tx,
      {
        year: numbered.year,
        sequence: numbered.sequence,
        number: numbered.number,
        clientCode,
        issuedOn: numbered.day,
        issuedAt: now,
        createdBy: user.id,
        ...partySnapshot(client),
        paymentTerms: client.paymentTerms,
        goodsAmount: toStored(totals.goods),
        headerDiscount: toStored(totals.headerDiscount),
        taxableAmount: toStored(totals.taxable),
        vatAmount: toStored(totals.vat),
        totalAmount: toStored(totals.total),
        decimals: Math.max(...notes.map((n) => n.decimals)),
        notes: input.note ?? '',
      },
      lines.map(({ line, amount, vatRate }, index) => ({
        lineNo: index + 1,
        deliveryNoteId: line.deliveryNoteId,
        productCode: line.productCode,
        descriptionIt: line.descriptionIt,
        descriptionEn: line.descriptionEn,
        um: line.um,
        quantity: line.quantity,
        freeQuantity: line.freeQuantity,
        listPrice: line.listPrice,
        netPrice: line.netPrice,
        discounts: line.discounts,
        amount: toStored(amount),
        vatRate: String(vatRate),
      })),
      totals.byRate.map((line) => ({
        vatRate: String(line.rate),
        taxableAmount: toStored(line.taxable),
        vatAmount: toStored(line.vat),
      })),
      notes.map((n) => n.id),
    );
    const orderIds = [...new Set(notes.map((n) => n.orderId))];
    const orders = await markInvoicedOrders(tx, user, orderIds, now, numbered.number);
    // The invoice's and the notes' numbers as fields: the reader's page names them in his language.
    const invoiced = { fattura: numbered.number, ddt: notes.map((n) => n.number).join(', ') };
    await recordAudit(
      tx,
      user,
      ...orders.map((order) => ({
        entity: 'order' as const,
        key: order.number,
        action: 'invoice',
        clientCode,
        after: invoiced,
      })),
      { entity: 'client', key: clientCode, action: 'invoice', clientCode, after: invoiced },
    );
    await notify(tx, {
      kind: 'document.ready',
      clientCode,
      document: 'invoice',
      documentNumber: numbered.number,
      link: accountOrderPath(orders[0]?.number ?? ''),
      documentKey: `fattura:${numbered.number}`,
    });
    return { number: numbered.number, orders };
  });
  const documento = (await getDocument(
    db,
    clientScopeOf(user),
    'fattura',
    number,
    input.Lingua,
  )) as InvoiceDetail;
  return { documento, ordini: orders.map((o) => ({ numero: o.number, stato: o.status })) };
}
