// Numbers of delivery notes and invoices: per kind and year, without gaps, never a sequence. The
// counter row is taken by INSERT … ON CONFLICT DO UPDATE … RETURNING in the document's own
// transaction and stays locked until it commits: two documents made at once queue on it, each gets the
// next number, and a document that rolls back gives its number back with the counter's change.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { documentNumberCounters } from '../../db/schema';
import { shopDay } from '../../kernel/shop-calendar';

/** Delivery notes, invoices, credit notes (nc) and return requests (reso, modules/returns). */
export type DocumentKind = 'ddt' | 'fattura' | 'nc' | 'reso';

export interface DocumentNumber {
  year: number;
  sequence: number;
  /** "2026/000012". */
  number: string;
  /** The document's day in the shop's calendar. */
  day: string;
}

export const formatDocumentNumber = (year: number, sequence: number) =>
  `${year}/${String(sequence).padStart(6, '0')}`;

/** The next number of `kind` for the year of `at` (the shop's calendar). Call it late: it holds a lock. */
export async function takeDocumentNumber(
  db: Database,
  kind: DocumentKind,
  at: Date,
): Promise<DocumentNumber> {
  const day = shopDay(at);
  const year = Number(day.slice(0, 4));
  const [row] = await db
    .insert(documentNumberCounters)
    .values({ kind, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [documentNumberCounters.kind, documentNumberCounters.year],
      set: { lastValue: sql`${documentNumberCounters.lastValue} + 1` },
    })
    .returning({ value: documentNumberCounters.lastValue });
  if (!row) throw new Error('document counter not returned');
  return { year, sequence: row.value, number: formatDocumentNumber(year, row.value), day };
}
