// From a document as the API shows it (/api/documents/detail, /api/order/document) to what the PDF
// renderers draw: the seller is the copy the document keeps (emittente, as it was on its day), amounts
// arrive already rounded by the documents' view, labels are in the language asked for.
import type {
  DdtDetail,
  DocumentClient,
  DocumentDetail,
  DocumentIssuer,
  InvoiceDetail,
} from '@shop/contract';
import {
  type ClientSnapshot,
  type CompanyInfo,
  type DeliveryNoteDocument,
  type DestinationAddress,
  type DocumentLanguage,
  type DocumentReference,
  type InvoiceDocument,
  type InvoiceLine,
  renderDeliveryNotePdf,
  renderInvoicePdf,
  type TransportBy,
  type TransportReason,
} from '.';
import { labelsFor } from '../texts/documents';

interface Address {
  indirizzo: string;
  cap: string;
  citta: string;
  provincia: string;
  nazione: string;
}

/** "Via Roma 1", "40138 Bologna (BO)" and the country code when abroad; empty parts left out. */
function addressLines(address: Address): string[] {
  const town = [address.cap, address.citta, address.provincia ? `(${address.provincia})` : '']
    .filter(Boolean)
    .join(' ');
  const country = address.nazione && address.nazione !== 'IT' ? address.nazione : '';
  return [address.indirizzo, town, country].filter((line) => line.trim() !== '');
}

const digitsOf = (vat: string) => vat.replace(/^[A-Z]{2}/, '');
const optional = (value: string) => (value.trim() === '' ? undefined : value);

/** "€ 500.000 i.v." → 500000, fully paid; a text without a number is left out. */
function shareCapitalOf(text: string): CompanyInfo['shareCapital'] {
  const match = /\d[\d.]*(?:,\d+)?/.exec(text);
  if (!match) return undefined;
  const amount = Number(match[0].replace(/\./g, '').replace(',', '.'));
  if (!Number.isFinite(amount)) return undefined;
  return { amount, fullyPaid: /\bi\.?\s?v\.?/i.test(text) };
}

export function companyOf(issuer: DocumentIssuer): CompanyInfo {
  return {
    name: issuer.ragioneSociale,
    addressLines: addressLines(issuer),
    vatNumber: issuer.partitaIva,
    taxCode:
      issuer.codiceFiscale && issuer.codiceFiscale !== digitsOf(issuer.partitaIva)
        ? issuer.codiceFiscale
        : undefined,
    rea: optional(issuer.rea),
    shareCapital: shareCapitalOf(issuer.capitaleSociale),
    phone: optional(issuer.telefono),
    email: optional(issuer.email),
    pec: optional(issuer.pec),
  };
}

function clientOf(client: DocumentClient): ClientSnapshot {
  return {
    code: client.codice,
    name: client.ragioneSociale,
    vatNumber: optional(client.partitaIva),
    taxCode: optional(client.codiceFiscale),
    addressLines: addressLines(client),
  };
}

function destinationOf(destination: DdtDetail['destinazione']): DestinationAddress {
  return { name: optional(destination.descrizione), addressLines: addressLines(destination) };
}

function base(detail: DocumentDetail, language: DocumentLanguage) {
  return {
    // The renderer prints "number/year": the progressive number without the year's padding.
    number: String(detail.progressivo),
    year: detail.anno,
    date: detail.data,
    language,
    company: companyOf(detail.emittente),
    client: clientOf(detail.cliente),
    notes: optional(detail.note),
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

export function toDeliveryNoteDocument(detail: DdtDetail, language: DocumentLanguage): DeliveryNoteDocument {
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

export function toInvoiceDocument(detail: InvoiceDetail, language: DocumentLanguage): InvoiceDocument {
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
export function pdfFileName(detail: DocumentDetail, language: DocumentLanguage): string {
  const prefix = detail.tipo === 'ddt' ? 'DDT' : language === 'en' ? 'Invoice' : 'Fattura';
  return `${prefix}-${detail.numero.replace('/', '-')}.pdf`;
}

/** The document as a PDF, with the name to download it under. */
export async function documentPdf(
  detail: DocumentDetail,
  language: DocumentLanguage,
): Promise<{ pdf: Buffer; fileName: string }> {
  const pdf =
    detail.tipo === 'ddt'
      ? await renderDeliveryNotePdf(toDeliveryNoteDocument(detail, language))
      : await renderInvoicePdf(toInvoiceDocument(detail, language));
  return { pdf, fileName: pdfFileName(detail, language) };
}

/** The headers of a downloaded document: a private attachment, never kept by a cache. */
export function pdfHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
}
