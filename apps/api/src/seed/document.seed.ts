// The demo's delivery notes and invoices, made from the seeded orders' statuses and history: a shipped
// or invoiced order has one delivery note with every unit, a partly shipped one a note with part of
// it (the rest is its backorder, expected a week after); invoiced orders are invoiced per client and
// month (one invoice for a client's delivery notes of a month, on its last day). Numbers per year in
// date order, without gaps, and the counters set after them. Written set-wise (a few statements),
// after the order seeders; on a database whose orders predate the documents, it documents them too.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  clients,
  deliveryNoteLines,
  deliveryNotes,
  documentNumberCounters,
  invoiceLines,
  invoices,
  invoiceVatLines,
  orderLines,
  orders,
  orderStatusHistory,
  products,
  type OrderLineRow,
} from '../db/schema';
import { headerDiscountShare, invoiceTotals, lineAmount, vatRateOf } from '../modules/orders';
import { partySnapshot } from '../kernel/party-snapshot';
import { money, toStored, type Money } from '../kernel/money';
import { shopDay } from '../kernel/shop-calendar';
import type { Seeder } from './core/seeder';

const DAY = 86_400_000;
const SHIPPED = ['spedito_parziale', 'spedito', 'fatturato'] as const;

interface PlannedNote {
  order: typeof orders.$inferSelect;
  client: typeof clients.$inferSelect;
  at: Date;
  lines: Array<{ line: OrderLineRow; quantity: number; free: number }>;
  goods: Money;
  discount: Money;
  invoiceKey: string | null;
  invoiceAt: Date | null;
  createdBy: number | null;
}

/** Half of a partly shipped order: its even lines whole, the odd ones in half (none when that is 0). */
function partOf(lines: OrderLineRow[]) {
  return lines.flatMap((line, index) => {
    const quantity = index % 2 === 0 ? line.quantity : Math.floor(line.quantity / 2);
    if (quantity === 0) return [];
    return [{ line, quantity, free: quantity === line.quantity ? line.freeQuantity : 0 }];
  });
}

function numberer(): (at: Date) => { year: number; sequence: number; number: string } {
  const last = new Map<number, number>();
  return (at) => {
    const year = Number(shopDay(at).slice(0, 4));
    const sequence = (last.get(year) ?? 0) + 1;
    last.set(year, sequence);
    return { year, sequence, number: `${year}/${String(sequence).padStart(6, '0')}` };
  };
}

async function planNotes(db: Database): Promise<PlannedNote[]> {
  const shipped = await db
    .select({ order: orders, client: clients })
    .from(orders)
    .innerJoin(clients, eq(clients.code, orders.clientCode))
    .where(inArray(orders.status, [...SHIPPED]))
    .orderBy(asc(orders.id));
  if (shipped.length === 0) return [];
  const ids = shipped.map((row) => row.order.id);
  // The seed runs in a transaction (one connection): one statement after the other.
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.lineNo));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.changedAt));
  return shipped.map(({ order, client }) => {
    const steps = history.filter((h) => h.orderId === order.id);
    const shipping = steps.find((h) => h.status === 'spedito' || h.status === 'spedito_parziale');
    const at = shipping?.changedAt ?? new Date(order.createdAt.getTime() + 2 * DAY);
    const own = lines.filter((l) => l.orderId === order.id);
    const part =
      order.status === 'spedito_parziale'
        ? partOf(own)
        : own.map((line) => ({ line, quantity: line.quantity, free: line.freeQuantity }));
    const goods = part.reduce((sum, p) => sum.plus(lineAmount(p.line.netPrice, p.quantity)), money(0));
    const discount = headerDiscountShare({
      orderDiscount: order.headerDiscount,
      orderSubtotal: order.subtotal,
      shipped: goods,
      earlierShares: 0,
      completesOrder: order.status !== 'spedito_parziale',
    });
    const invoiced = order.status === 'fatturato' ? steps.find((h) => h.status === 'fatturato') : undefined;
    const invoiceAt =
      invoiced?.changedAt ?? (order.status === 'fatturato' ? new Date(at.getTime() + DAY) : null);
    return {
      order,
      client,
      at,
      lines: part,
      goods,
      discount,
      invoiceKey: invoiceAt ? `${client.code}|${shopDay(invoiceAt)}` : null,
      invoiceAt,
      createdBy: shipping?.userId ?? null,
    };
  });
}

export async function seedDocuments(db: Database): Promise<number> {
  const notes = (await planNotes(db)).sort(
    (a, b) => a.at.getTime() - b.at.getTime() || a.order.number.localeCompare(b.order.number),
  );
  if (notes.length === 0) return 0;
  const codes = [...new Set(notes.flatMap((n) => n.lines.map((p) => p.line.productCode)))];
  const categories = new Map(
    (
      await db
        .select({ code: products.code, category: products.categoryCode })
        .from(products)
        .where(inArray(products.code, codes))
    ).map((p) => [p.code, p.category]),
  );
  const vatOf = (code: string) => vatRateOf(categories.get(code));

  // Invoices: one per client and invoice day, numbered in date order.
  const groups = new Map<string, PlannedNote[]>();
  for (const note of notes) {
    if (!note.invoiceKey) continue;
    groups.set(note.invoiceKey, [...(groups.get(note.invoiceKey) ?? []), note]);
  }
  const nextInvoice = numberer();
  const client0 = (group: PlannedNote[]) => (group[0] as PlannedNote).client;
  const plannedInvoices = [...groups.values()]
    .map((group) => ({ group, at: group[0]?.invoiceAt as Date }))
    .sort(
      (a, b) => a.at.getTime() - b.at.getTime() || client0(a.group).code.localeCompare(client0(b.group).code),
    )
    .map(({ group, at }) => {
      const lines = group.flatMap((note) =>
        note.lines.map((p) => ({
          note,
          p,
          amount: lineAmount(p.line.netPrice, p.quantity),
          vatRate: vatOf(p.line.productCode),
        })),
      );
      const discount = group.reduce((sum, note) => sum.plus(note.discount), money(0));
      return { group, at, lines, totals: invoiceTotals(lines, discount), ...nextInvoice(at) };
    });
  const writtenInvoices = plannedInvoices.length
    ? await db
        .insert(invoices)
        .values(
          plannedInvoices.map((inv) => ({
            year: inv.year,
            sequence: inv.sequence,
            number: inv.number,
            clientCode: client0(inv.group).code,
            issuedOn: shopDay(inv.at),
            issuedAt: inv.at,
            createdBy: inv.group[0]?.createdBy ?? null,
            ...partySnapshot(client0(inv.group)),
            paymentTerms: client0(inv.group).paymentTerms,
            goodsAmount: toStored(inv.totals.goods),
            headerDiscount: toStored(inv.totals.headerDiscount),
            taxableAmount: toStored(inv.totals.taxable),
            vatAmount: toStored(inv.totals.vat),
            totalAmount: toStored(inv.totals.total),
            decimals: inv.group[0]?.order.decimals ?? 2,
          })),
        )
        .returning({ id: invoices.id, number: invoices.number })
    : [];
  const invoiceId = new Map(writtenInvoices.map((w) => [w.number, w.id]));
  const invoiceOfNote = new Map<PlannedNote, number>();
  for (const inv of plannedInvoices) {
    for (const note of inv.group) invoiceOfNote.set(note, invoiceId.get(inv.number) ?? 0);
  }

  // Delivery notes, numbered in shipping order.
  const nextNote = numberer();
  const numbered = notes.map((note) => ({ note, ...nextNote(note.at) }));
  const writtenNotes = await db
    .insert(deliveryNotes)
    .values(
      numbered.map(({ note, year, sequence, number }) => ({
        year,
        sequence,
        number,
        orderId: note.order.id,
        clientCode: note.client.code,
        issuedOn: shopDay(note.at),
        issuedAt: note.at,
        createdBy: note.createdBy,
        ...partySnapshot(note.client),
        deliveryCode: note.order.deliveryCode,
        deliveryDescription: note.order.deliveryDescription,
        deliveryStreet: note.order.deliveryStreet,
        deliveryPostcode: note.order.deliveryPostcode,
        deliveryCity: note.order.deliveryCity,
        deliveryProvince: note.order.deliveryProvince,
        deliveryCountry: note.order.deliveryCountry,
        packages: 1 + Math.floor(note.lines.reduce((sum, p) => sum + p.quantity, 0) / 12),
        transportStartedAt: note.at,
        goodsAmount: toStored(note.goods),
        headerDiscount: toStored(note.discount),
        decimals: note.order.decimals,
        invoiceId: invoiceOfNote.get(note) ?? null,
      })),
    )
    .returning({ id: deliveryNotes.id, number: deliveryNotes.number });
  const noteId = new Map(writtenNotes.map((w) => [w.number, w.id]));
  const idOf = new Map(numbered.map(({ note, number }) => [note, noteId.get(number) ?? 0]));
  await db.insert(deliveryNoteLines).values(
    numbered.flatMap(({ note }) =>
      note.lines.map((p, index) => ({
        deliveryNoteId: idOf.get(note) ?? 0,
        lineNo: index + 1,
        orderLineNo: p.line.lineNo,
        productCode: p.line.productCode,
        descriptionIt: p.line.descriptionIt,
        descriptionEn: p.line.descriptionEn,
        um: p.line.um,
        quantity: p.quantity,
        freeQuantity: p.free,
        listPrice: p.line.listPrice,
        netPrice: p.line.netPrice,
        discounts: p.line.discounts,
        vatRate: String(vatOf(p.line.productCode)),
      })),
    ),
  );
  if (plannedInvoices.length > 0) {
    await db.insert(invoiceLines).values(
      plannedInvoices.flatMap((inv) =>
        inv.lines.map(({ note, p, amount, vatRate }, index) => ({
          invoiceId: invoiceId.get(inv.number) ?? 0,
          lineNo: index + 1,
          deliveryNoteId: idOf.get(note) ?? 0,
          productCode: p.line.productCode,
          descriptionIt: p.line.descriptionIt,
          descriptionEn: p.line.descriptionEn,
          um: p.line.um,
          quantity: p.quantity,
          freeQuantity: p.free,
          listPrice: p.line.listPrice,
          netPrice: p.line.netPrice,
          discounts: p.line.discounts,
          amount: toStored(amount),
          vatRate: String(vatRate),
        })),
      ),
    );
    await db.insert(invoiceVatLines).values(
      plannedInvoices.flatMap((inv) =>
        inv.totals.byRate.map((line) => ({
          invoiceId: invoiceId.get(inv.number) ?? 0,
          vatRate: String(line.rate),
          taxableAmount: toStored(line.taxable),
          vatAmount: toStored(line.vat),
        })),
      ),
    );
  }
  await writeShippedQuantities(
    db,
    numbered.map(({ note }) => note),
  );
  await writeCounters(db, 'ddt', numbered);
  await writeCounters(db, 'fattura', plannedInvoices);
  return writtenNotes.length + writtenInvoices.length;
}

/** What each order line has shipped, and when the open orders being worked on are expected to ship. */
async function writeShippedQuantities(db: Database, notes: PlannedNote[]) {
  const values = notes.flatMap((note) =>
    note.lines.map(
      (p) => sql`(${note.order.id}::integer, ${p.line.lineNo}::integer, ${p.quantity}::integer)`,
    ),
  );
  await db.execute(sql`
    update ${orderLines} set shipped_quantity = shipped.quantity
    from (values ${sql.join(values, sql`, `)}) as shipped(order_id, line_no, quantity)
    where ${orderLines.orderId} = shipped.order_id and ${orderLines.lineNo} = shipped.line_no`);
  // The rest of a partly shipped order a week after its shipment; an order in preparation in two days.
  await db.execute(sql`
    update ${orders} set expected_shipping = (${orders.statusChangedAt} at time zone 'Europe/Rome')::date
      + case ${orders.status} when 'spedito_parziale' then 7 else 2 end
    where ${orders.status} in ('spedito_parziale', 'in_preparazione') and ${orders.expectedShipping} is null`);
}

async function writeCounters(
  db: Database,
  kind: 'ddt' | 'fattura',
  numbered: ReadonlyArray<{ year: number; sequence: number }>,
) {
  const last = new Map<number, number>();
  for (const { year, sequence } of numbered) last.set(year, Math.max(last.get(year) ?? 0, sequence));
  for (const [year, lastValue] of last) {
    await db
      .insert(documentNumberCounters)
      .values({ kind, year, lastValue })
      .onConflictDoUpdate({
        target: [documentNumberCounters.kind, documentNumberCounters.year],
        set: { lastValue },
      });
  }
}

export const documentSeeder: Seeder = {
  name: 'delivery notes and invoices',
  table: deliveryNotes,
  dependents: [deliveryNoteLines, invoices, invoiceLines, invoiceVatLines, documentNumberCounters],
  seed: (db: Database) => seedDocuments(db),
};
