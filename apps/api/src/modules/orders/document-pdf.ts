// An order's documents as PDFs: from a delivery note or invoice as the API shows it
// (/api/documents/detail, /api/order/document) to what the kernel's renderers draw. The seller is the
// copy the document keeps (emittente, as it was on its day), amounts arrive already rounded by the
// documents' view, labels are in the language asked for.
import type { DdtDetail, DocumentClient, InvoiceDetail, Language } from '@shop/contract';
import {
  addressLines,
  companyOf,
  documentAddress,
  renderDeliveryNotePdf,
  renderInvoicePdf,
  unlessBlank,
  type ClientSnapshot,
  type DeliveryNoteDocument,
  type DestinationAddress,
  type DocumentReference,
  type InvoiceDocument,
  type InvoiceLine,
  type TransportBy,
  type TransportReason,
} from '../../kernel/pdf';
import { labelsFor } from '../../kernel/texts/documents';

function clientOf(client: DocumentClient): ClientSnapshot {
  return {
    code: client.codice,
    name: client.ragioneSociale,
    vatNumber: unlessBlank(client.partitaIva),
    taxCode: unlessBlank(client.codiceFiscale),
    addressLines: addressLines(documentAddress(client)),
  };
}

function destinationOf(destination: DdtDetail['destinazione']): DestinationAddress {
  return {
    name: unlessBlank(destination.descrizione),
    addressLines: addressLines(documentAddress(destination)),
  };
}

function base(detail: DdtDetail | InvoiceDetail, language: Language) {
  return {
    // The renderer prints "number/year": the progressive number without the year's padding.
    number: String(detail.progressivo),
    year: detail.anno,
    date: detail.data,
    language,
    company: companyOf(detail.emittente),
    client: clientOf(detail.cliente),
    notes: unlessBlank(detail.note),
  };
}

/** The causale as stored ("Vendita") → one of the renderer's reasons, else printed as it is. */
function transportReasonOf(causale: string): { reason: TransportReason; text?: string } {
  const italian = labelsFor('it').transportReasons;
  const english = labelsFor('en').transportReasons;
  const wanted = causale.trim().toLowerCase();
  const found = (Object.keys(italian) as TransportReason[]).find(
    (reason) =>
      reason !== 'other' &&
      (italian[reason].toLowerCase() === wanted || english[reason].toLowerCase() === wanted),
  );
  return found ? { reason: found } : { reason: 'other', text: causale };
}

const TRANSPORT_BY: Record<DdtDetail['trasporto']['aCura'], TransportBy> = {
  mittente: 'sender',
  vettore: 'carrier',
  destinatario: 'recipient',
};

function toDeliveryNoteDocument(detail: DdtDetail, language: Language): DeliveryNoteDocument {
  const transport = detail.trasporto;
  const { reason, text } = transportReasonOf(transport.causale);
  const transportBy = TRANSPORT_BY[transport.aCura];
  return {
    kind: 'ddt',
    ...base(detail, language),
    references: detail.ordini.map((order) => ({ kind: 'order', number: order.numero, date: order.data })),
    destination: destinationOf(detail.destinazione),
    transportReason: reason,
    transportReasonText: text,
    transportBy,
    carrier: transportBy === 'carrier' && transport.vettore ? { name: transport.vettore } : undefined,
    carriage: transport.porto === 'assegnato' ? 'forward' : 'paid',
    goodsAppearance: transport.aspetto,
    // Unknown packages leave the box blank, to fill in by hand, as the weight does.
    packages: transport.colli ?? undefined,
    grossWeightKg: transport.peso ?? undefined,
    transportStart: transport.inizio,
    // A DDT counts what travels: free units included.
    lines: detail.righe.map((line) => ({
      code: line.codice,
      description: line.descrizione,
      unit: line.um,
      quantity: line.qta + line.omaggio,
    })),
  };
}

function toInvoiceDocument(detail: InvoiceDetail, language: Language): InvoiceDocument {
  const references: DocumentReference[] = detail.ddt.map((note) => ({
    kind: 'ddt',
    number: note.numero,
    date: note.data,
  }));
  // One place the goods went to (every DDT to the same address): printed as the destination.
  const destinations = new Map(
    detail.ddt.map((note) => [JSON.stringify(note.destinazione), note.destinazione]),
  );
  const [only] = destinations.values();
  const lines: InvoiceLine[] = detail.righe.flatMap((line) => {
    const charged: InvoiceLine = {
      code: line.codice,
      description: line.descrizione,
      unit: line.um,
      quantity: line.qta,
      unitPrice: line.prezzoListino,
      discounts: line.sconti,
      amount: line.importo,
      vatRate: line.aliquotaIva,
    };
    if (line.omaggio <= 0) return [charged];
    const free: InvoiceLine = {
      ...charged,
      description: `${line.descrizione} (${labelsFor(language).freeOfCharge})`,
      quantity: line.omaggio,
      unitPrice: 0,
      discounts: '',
      amount: 0,
    };
    return line.qta > 0 ? [charged, free] : [free];
  });
  return {
    kind: 'fattura',
    ...base(detail, language),
    references,
    destination: destinations.size === 1 && only ? destinationOf(only) : undefined,
    lines,
    vatSummary: detail.riepilogoIva.map((row) => ({
      rate: row.aliquota,
      taxable: row.imponibile,
      vat: row.imposta,
    })),
    totals: {
      goods: detail.totali.merce,
      orderDiscount: detail.totali.scontoTestata,
      taxable: detail.totali.imponibile,
      vat: detail.totali.iva,
      total: detail.totali.totale,
    },
    // The documents keep no instalments: no due dates table (the renderer prints only the terms).
    payment: { terms: detail.pagamento, dueDates: [] },
  };
}

/** The attachment's file name: "DDT-2026-000012.pdf", "Fattura-2026-000003.pdf" / "Invoice-…". */
function pdfFileName(detail: DdtDetail | InvoiceDetail, language: Language): string {
  const prefix = detail.tipo === 'ddt' ? 'DDT' : language === 'en' ? 'Invoice' : 'Fattura';
  return `${prefix}-${detail.numero.replace('/', '-')}.pdf`;
}

/** The document as a PDF, with the name to download it under. */
export async function documentPdf(
  detail: DdtDetail | InvoiceDetail,
  language: Language,
): Promise<{ pdf: Buffer; fileName: string }> {
  const pdf =
    detail.tipo === 'ddt'
      ? await renderDeliveryNotePdf(toDeliveryNoteDocument(detail, language))
      : await renderInvoicePdf(toInvoiceDocument(detail, language));
  return { pdf, fileName: pdfFileName(detail, language) };
}
