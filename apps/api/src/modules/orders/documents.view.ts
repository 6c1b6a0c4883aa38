// Delivery notes and invoices as the contract shows them: everything the document printed, in the
// language asked for (descriptions), amounts in euro cents and unit prices with the orders' decimals.
import type {
  CreditNoteDetail,
  DdtDetail,
  DocumentClient,
  DocumentIssuer,
  DocumentListItem,
  InvoiceDetail,
  Language,
} from '@shop/contract';
import type { CreditNoteRow, DeliveryNoteRow, InvoiceRow } from '../../db/schema';
import { money, toAmount } from '../../kernel/money';
import { shopDay } from '../../kernel/shop-calendar';
import type {
  CreditNoteFound,
  DeliveryNoteFound,
  DocumentListRow,
  InvoiceFound,
} from './documents.repository';

const cents = (value: string) => toAmount(money(value), 2);
const describe = (row: { descriptionIt: string; descriptionEn: string }, language: Language) =>
  language === 'en' ? row.descriptionEn : row.descriptionIt;

type IssuedRow = DeliveryNoteRow | InvoiceRow | CreditNoteRow;

function clientOf(row: IssuedRow): DocumentClient {
  return {
    codice: row.clientCode,
    ragioneSociale: row.clientName,
    partitaIva: row.clientVatNumber,
    codiceFiscale: row.clientFiscalCode,
    indirizzo: row.clientStreet,
    cap: row.clientPostcode,
    citta: row.clientCity,
    provincia: row.clientProvince,
    nazione: row.clientCountry,
  };
}

function destinationOf(note: DeliveryNoteRow) {
  return {
    codice: note.deliveryCode,
    descrizione: note.deliveryDescription,
    indirizzo: note.deliveryStreet,
    cap: note.deliveryPostcode,
    citta: note.deliveryCity,
    provincia: note.deliveryProvince,
    nazione: note.deliveryCountry,
  };
}

function base(row: IssuedRow, language: Language) {
  return {
    numero: row.number,
    anno: row.year,
    progressivo: row.sequence,
    data: row.issuedOn,
    emessoIl: row.issuedAt.toISOString(),
    // Written from SHOP_COMPANY (a DocumentIssuer) when the document was made.
    emittente: row.issuer as DocumentIssuer,
    cliente: clientOf(row),
    // A credit note has no notes of its own.
    note: 'notes' in row ? row.notes : '',
    decimali: row.decimals,
    lingua: language,
  };
}

export function toDdtDetail(found: DeliveryNoteFound, language: Language): DdtDetail {
  const { note } = found;
  return {
    tipo: 'ddt',
    ...base(note, language),
    destinazione: destinationOf(note),
    trasporto: {
      causale: note.reason,
      porto: note.porto === 'assegnato' ? 'assegnato' : 'franco',
      aCura:
        note.transportBy === 'destinatario' || note.transportBy === 'vettore' ? note.transportBy : 'mittente',
      vettore: note.carrier,
      aspetto: note.appearance,
      colli: note.packages,
      peso: note.weightKg === null ? null : Number(note.weightKg),
      inizio: note.transportStartedAt.toISOString(),
    },
    ordini: [{ numero: found.orderNumber, data: shopDay(found.orderCreatedAt) }],
    righe: found.lines.map((line) => ({
      riga: line.lineNo,
      ordine: found.orderNumber,
      codice: line.productCode,
      descrizione: describe(line, language),
      um: line.um,
      qta: line.quantity,
      omaggio: line.freeQuantity,
    })),
    pezzi: found.lines.reduce((sum, line) => sum + line.quantity + line.freeQuantity, 0),
    fattura:
      found.invoiceNumber && found.invoiceIssuedOn
        ? { numero: found.invoiceNumber, data: found.invoiceIssuedOn }
        : null,
  };
}

export function toInvoiceDetail(found: InvoiceFound, language: Language): InvoiceDetail {
  const { invoice } = found;
  const unit = (value: string) => toAmount(money(value), invoice.decimals);
  return {
    tipo: 'fattura',
    ...base(invoice, language),
    ddt: found.notes.map(({ note, orderNumber }) => ({
      numero: note.number,
      data: note.issuedOn,
      ordine: orderNumber,
      destinazione: destinationOf(note),
    })),
    righe: found.lines.map(({ line, noteNumber, orderNumber }) => ({
      riga: line.lineNo,
      ddt: noteNumber,
      ordine: orderNumber,
      codice: line.productCode,
      descrizione: describe(line, language),
      um: line.um,
      qta: line.quantity,
      omaggio: line.freeQuantity,
      prezzoListino: unit(line.listPrice),
      sconti: line.discounts,
      prezzo: unit(line.netPrice),
      importo: cents(line.amount),
      aliquotaIva: Number(line.vatRate),
    })),
    totali: {
      merce: cents(invoice.goodsAmount),
      scontoTestata: cents(invoice.headerDiscount),
      imponibile: cents(invoice.taxableAmount),
      iva: cents(invoice.vatAmount),
      totale: cents(invoice.totalAmount),
    },
    riepilogoIva: found.vat.map((line) => ({
      aliquota: Number(line.vatRate),
      imponibile: cents(line.taxableAmount),
      imposta: cents(line.vatAmount),
    })),
    pagamento: invoice.paymentTerms,
    valuta: 'EUR',
  };
}

export function toCreditNoteDetail(found: CreditNoteFound, language: Language): CreditNoteDetail {
  const { note } = found;
  const unit = (value: string) => toAmount(money(value), note.decimals);
  const credited = new Map(
    found.lines.map(({ delivery, orderNumber }) => [delivery.id, { delivery, orderNumber }]),
  );
  return {
    tipo: 'nc',
    ...base(note, language),
    reso: { numero: found.returnNumber, data: shopDay(found.returnCreatedAt) },
    ddt: [...credited.values()].map(({ delivery, orderNumber }) => ({
      numero: delivery.number,
      data: delivery.issuedOn,
      ordine: orderNumber,
      destinazione: destinationOf(delivery),
    })),
    righe: found.lines.map(({ line, delivery, orderNumber }) => ({
      riga: line.lineNo,
      ddt: delivery.number,
      ordine: orderNumber,
      codice: line.productCode,
      descrizione: describe(line, language),
      um: line.um,
      qta: line.quantity,
      omaggio: 0,
      prezzoListino: unit(line.listPrice),
      sconti: line.discounts,
      prezzo: unit(line.netPrice),
      importo: cents(line.amount),
      aliquotaIva: Number(line.vatRate),
    })),
    totali: {
      merce: cents(note.taxableAmount),
      scontoTestata: 0,
      imponibile: cents(note.taxableAmount),
      iva: cents(note.vatAmount),
      totale: cents(note.totalAmount),
    },
    riepilogoIva: found.vat.map((line) => ({
      aliquota: Number(line.vatRate),
      imponibile: cents(line.taxableAmount),
      imposta: cents(line.vatAmount),
    })),
    pagamento: '',
    valuta: 'EUR',
  };
}

export function toDocumentListItem(row: DocumentListRow): DocumentListItem {
  return {
    tipo: row.kind,
    numero: row.number,
    data: row.issued_on,
    cliente: { codice: row.client_code, ragioneSociale: row.client_name },
    ordini: row.orders,
    righe: Number(row.lines),
    pezzi: Number(row.pieces),
    totale: cents(String(row.total)),
    fattura: row.invoice_number,
    reso: row.return_id === null ? null : Number(row.return_id),
  };
}
