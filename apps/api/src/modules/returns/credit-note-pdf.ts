// A return's credit note as a PDF, for whoever may read the return: the rows as issued (seller, client,
// lines, VAT summary) drawn by render-credit-note.ts in the language asked for.
import type { DocumentIssuer, Language } from '@shop/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { creditNoteLines, creditNotes, creditNoteVatLines, deliveryNotes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { clientScopeOf } from '../../kernel/client-scope';
import { addressLines, companyOf, renderCreditNotePdf, type CreditNoteDocument } from '../../kernel/pdf';
import { money, toAmount } from '../../kernel/money';
import { shopDay } from '../../kernel/shop-calendar';
import { findScopedReturn } from './returns.repository';
import { returnNotFound } from './returns.service';

const amount = (value: string) => toAmount(money(value), 2);

export async function creditNotePdf(db: Database, user: AuthUser, returnId: number, language: Language) {
  const request = await findScopedReturn(db, clientScopeOf(user), returnId);
  if (!request) throw returnNotFound();
  if (request.creditNoteId === null) {
    throw new AppError(404, 'NOT_FOUND', 'returns.noCreditNote', { field: 'id' });
  }
  const [note] = await db.select().from(creditNotes).where(eq(creditNotes.id, request.creditNoteId));
  if (!note) throw new AppError(404, 'NOT_FOUND', 'returns.noCreditNote', { field: 'id' });
  const [lines, vat] = await Promise.all([
    db
      .select({ line: creditNoteLines, ddt: deliveryNotes.number, ddtDay: deliveryNotes.issuedOn })
      .from(creditNoteLines)
      .innerJoin(deliveryNotes, eq(deliveryNotes.id, creditNoteLines.deliveryNoteId))
      .where(eq(creditNoteLines.creditNoteId, note.id))
      .orderBy(asc(creditNoteLines.lineNo)),
    db
      .select()
      .from(creditNoteVatLines)
      .where(eq(creditNoteVatLines.creditNoteId, note.id))
      .orderBy(desc(creditNoteVatLines.vatRate)),
  ]);
  const notes = new Map(lines.map((row) => [row.ddt, row.ddtDay]));
  const doc: CreditNoteDocument = {
    kind: 'nc',
    number: String(note.sequence),
    year: note.year,
    date: note.issuedOn,
    language,
    company: companyOf(note.issuer as DocumentIssuer),
    client: {
      code: note.clientCode,
      name: note.clientName,
      vatNumber: note.clientVatNumber || undefined,
      taxCode: note.clientFiscalCode || undefined,
      addressLines: addressLines({
        street: note.clientStreet,
        postcode: note.clientPostcode,
        city: note.clientCity,
        province: note.clientProvince,
        country: note.clientCountry,
      }),
    },
    references: [...notes].map(([number, date]) => ({ kind: 'ddt', number, date })),
    returnRef: { number: request.number, date: shopDay(request.createdAt) },
    lines: lines.map(({ line }) => ({
      code: line.productCode,
      description: language === 'en' ? line.descriptionEn : line.descriptionIt,
      unit: line.um,
      quantity: line.quantity,
      unitPrice: toAmount(money(line.listPrice), note.decimals),
      discounts: line.discounts,
      amount: amount(line.amount),
      vatRate: Number(line.vatRate),
    })),
    vatSummary: vat.map((row) => ({
      rate: Number(row.vatRate),
      taxable: amount(row.taxableAmount),
      vat: amount(row.vatAmount),
    })),
    totals: {
      taxable: amount(note.taxableAmount),
      vat: amount(note.vatAmount),
      total: amount(note.totalAmount),
    },
  };
  const pdf = await renderCreditNotePdf(doc);
  const prefix = language === 'en' ? 'CreditNote' : 'NotaCredito';
  return { pdf, fileName: `${prefix}-${note.number.replace('/', '-')}.pdf` };
}
