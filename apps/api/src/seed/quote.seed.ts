// Demo quotes (issue 16), so the demo and the e2e have some to show: for ferri's client (C00002) a
// request answered by its agent, sent about 40 days ago and valid until about 10 days ago, so it reads
// as expired (scaduta) and can only be extended by staff; for gallo's client (C00003) a request not
// answered yet; for bianchi's (C00004) a quote the office sent a few days ago, still valid. Days count
// back from the day of seeding; lines are priced as the quote editor prices them (priceQuoteLines:
// the client's own prices of the seeding day, extra discounts within the agents' ceilings); numbers come from the quote counter, so
// quotes made later continue the sequence.
import type { QuoteEditLine, QuoteStatus } from '@shop/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  clients,
  products,
  quoteMessages,
  quoteNumberCounters,
  quoteRequestLines,
  quoteRevisionLines,
  quoteRevisions,
  quotes,
  quoteStatusHistory,
  users,
} from '../db/schema';
import { shopDay } from '../kernel/shop-calendar';
import { toStored } from '../kernel/money';
import { nextQuoteNumber, priceQuoteLines } from '../modules/quotes';
import type { Seeder } from './core/seeder';

/** [index into the active products by code, units, discount percent]. */
type SeededLine = readonly [number, number, number?];

interface SeededQuote {
  client: string;
  /** The customer who asked (a request), or none: staff started it. */
  requestedBy?: string;
  note?: string;
  /** Who answered (the revision's author). */
  answeredBy: string;
  status: Extract<QuoteStatus, 'richiesta' | 'inviata'>;
  /** Days before seeding: asked (or started), and sent. */
  createdDaysAgo: number;
  sentDaysAgo?: number;
  /** The validity day, in days from seeding (negative: over, so it reads as expired). */
  validInDays?: number;
  lines: readonly SeededLine[];
  customerNotes?: string;
  internalNotes?: string;
}

export const DEMO_QUOTES: readonly SeededQuote[] = [
  {
    client: 'C00002',
    requestedBy: 'ferri',
    note: 'Buongiorno, ci servirebbe un prezzo per una fornitura per le feste. Grazie, Elena Ferri',
    answeredBy: 'moretti',
    status: 'inviata',
    createdDaysAgo: 42,
    sentDaysAgo: 40,
    validInDays: -10,
    lines: [
      [4, 24, 5],
      [11, 12, 8],
      [23, 6, 10],
    ],
    customerNotes: 'Prezzi riservati per la fornitura delle feste; consegna in 48 ore dall’ordine.',
    internalNotes: 'Cliente fedele: sconti al limite del tetto agente.',
  },
  {
    client: 'C00003',
    requestedBy: 'gallo',
    note: 'Vorrei un’offerta per il rifornimento mensile del ristorante.',
    answeredBy: 'esposito',
    status: 'richiesta',
    createdDaysAgo: 2,
    lines: [
      [7, 30],
      [15, 10],
    ],
  },
  {
    client: 'C00004',
    answeredBy: 'ufficio',
    status: 'inviata',
    createdDaysAgo: 5,
    sentDaysAgo: 4,
    validInDays: 20,
    lines: [
      [2, 20, 6],
      [19, 40, 4],
    ],
    customerNotes: 'Offerta valida per ordini entro la data indicata.',
  },
];

const DAY = 86_400_000;

function dayAt(base: Date, daysAgo: number, hour: number): Date {
  const at = new Date(base.getTime() - daysAgo * DAY);
  at.setUTCHours(hour, 10 + (daysAgo % 45), 0, 0);
  return at;
}

export async function seedQuotes(db: Database, now: Date = new Date()): Promise<number> {
  const catalogue = await db
    .select({ code: products.code })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.code));
  if (catalogue.length === 0) return 0;
  const names = [...new Set(DEMO_QUOTES.flatMap((q) => [q.requestedBy, q.answeredBy]))].filter(
    (name): name is string => name !== undefined,
  );
  const people = new Map(
    (
      await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, names))
    ).map((u) => [u.username, u.id]),
  );
  const clientRows = new Map(
    (
      await db
        .select({ code: clients.code, priceList: clients.priceList })
        .from(clients)
        .where(inArray(clients.code, [...new Set(DEMO_QUOTES.map((q) => q.client))]))
    ).map((c) => [c.code, c]),
  );

  let written = 0;
  // Oldest first, so the numbers follow the days they were made.
  for (const spec of [...DEMO_QUOTES].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo)) {
    const client = clientRows.get(spec.client);
    const answerer = people.get(spec.answeredBy);
    const asker = spec.requestedBy === undefined ? undefined : people.get(spec.requestedBy);
    if (!client || answerer === undefined || (spec.requestedBy !== undefined && asker === undefined))
      continue;
    const createdAt = dayAt(now, spec.createdDaysAgo, 9);
    const codes = spec.lines.map(([index]) => catalogue[index % catalogue.length]?.code ?? '');
    const number = await nextQuoteNumber(db, Number(shopDay(createdAt).slice(0, 4)));
    const sent = spec.status === 'inviata';
    const sentAt = sent ? dayAt(now, spec.sentDaysAgo ?? spec.createdDaysAgo, 15) : null;
    const [quote] = await db
      .insert(quotes)
      .values({
        number,
        clientCode: client.code,
        createdBy: asker ?? answerer,
        origin: asker === undefined ? 'staff' : 'request',
        status: spec.status,
        currentRevision: sent ? 1 : 0,
        createdAt,
        updatedAt: sentAt ?? createdAt,
      })
      .returning({ id: quotes.id });
    if (!quote) throw new Error('quote not written');
    const quoteId = quote.id;
    const history: Array<typeof quoteStatusHistory.$inferInsert> = [];

    if (asker !== undefined) {
      await db.insert(quoteRequestLines).values(
        spec.lines.map(([, quantity], index) => ({
          quoteId,
          lineNo: index + 1,
          productCode: codes[index] ?? '',
          quantity,
        })),
      );
      history.push({ quoteId, toStatus: 'richiesta', userId: asker, changedAt: createdAt });
      if (spec.note) {
        await db
          .insert(quoteMessages)
          .values({ quoteId, userId: asker, byCustomer: true, body: spec.note, createdAt });
      }
    }

    if (sent && sentAt) {
      const editLines: QuoteEditLine[] = spec.lines.map(([, quantity, discount], index) => ({
        codArt: codes[index] ?? '',
        quantita: quantity,
        scontoExtra: discount,
        sconto: undefined,
        prezzo: undefined,
      }));
      const priced = await priceQuoteLines(db, editLines, client.code, now);
      const draftedAt = new Date(sentAt.getTime() - 40 * 60_000);
      await db.insert(quoteRevisions).values({
        quoteId,
        revision: 1,
        validUntil: shopDay(new Date(now.getTime() + (spec.validInDays ?? 30) * DAY)),
        customerNotes: spec.customerNotes ?? '',
        internalNotes: spec.internalNotes ?? '',
        createdBy: answerer,
        createdAt: draftedAt,
        sentAt,
        total: toStored(priced.total),
      });
      await db
        .insert(quoteRevisionLines)
        .values(priced.lines.map((line) => ({ ...line, quoteId, revision: 1 })));
      history.push(
        {
          quoteId,
          fromStatus: asker === undefined ? null : 'richiesta',
          toStatus: 'bozza',
          userId: answerer,
          changedAt: draftedAt,
        },
        { quoteId, fromStatus: 'bozza', toStatus: 'inviata', userId: answerer, changedAt: sentAt },
      );
    }
    await db.insert(quoteStatusHistory).values(history);
    written += 1;
  }
  return written;
}

export const quoteSeeder: Seeder = {
  name: 'quotes',
  table: quotes,
  dependents: [
    quoteRequestLines,
    quoteRevisions,
    quoteRevisionLines,
    quoteMessages,
    quoteStatusHistory,
    quoteNumberCounters,
  ],
  seed: (db: Database) => seedQuotes(db),
};
