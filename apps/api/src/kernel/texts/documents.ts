// The words printed on documents (delivery note, invoice, credit note, quote), in Italian and English.
// Legal wording follows the Italian terms (DPR 472/1996 for the DDT, art. 21 DPR 633/1972 for the
// invoice, art. 26 for the credit note); English is a faithful rendering.
import type { Language } from '@shop/contract';
import { text, type Bilingual } from './bilingual';

/** Causale del trasporto. 'other' prints `transportReasonText`. */
export type TransportReason =
  'sale' | 'return' | 'repair' | 'on-approval' | 'consignment' | 'free-sample' | 'processing' | 'other';

/** Trasporto a cura del: mittente (sender), vettore (carrier) or destinatario (recipient). */
export type TransportBy = 'sender' | 'carrier' | 'recipient';

/** Porto: franco (carriage paid by the sender) or assegnato (carriage forward, paid by the recipient). */
export type Carriage = 'paid' | 'forward';

/** The words only a credit note (nota di credito) prints; the rest are the invoice's. */
export interface CreditNoteLabels {
  title: string;
  legalLine: string;
  referenceReturn: (number: string, date: string) => string;
  creditTotal: string;
}

/** The words only a quote prints. */
export interface QuoteLabels {
  title: string;
  revision: string;
  validUntil: string;
  legal: string;
  discount: string;
  net: string;
  total: string;
}

export interface Labels {
  ddtTitle: string;
  invoiceTitle: string;
  numberAndDate: (number: string, date: string) => string;
  pageOf: (page: number, pages: number) => string;
  ddtLegalLine: string;
  courtesyCopy: string;
  vatNumber: string;
  taxCode: string;
  rea: string;
  shareCapital: (amount: string, fullyPaid: boolean) => string;
  phone: string;
  email: string;
  pec: string;
  sdiCode: string;
  clientCode: string;
  ddtConsignee: string;
  invoiceCustomer: string;
  destination: string;
  transportReason: string;
  transportReasons: Record<TransportReason, string>;
  transportByTitle: string;
  transportBy: Record<TransportBy, string>;
  carriageTitle: string;
  carriage: Record<Carriage, string>;
  references: string;
  referenceOrder: (number: string, date: string) => string;
  referenceDdt: (number: string, date: string) => string;
  code: string;
  description: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  discounts: string;
  amount: string;
  vatRateShort: string;
  goodsAppearance: string;
  packages: string;
  grossWeight: string;
  carrier: string;
  transportStart: string;
  driverSignature: string;
  recipientSignature: string;
  notes: string;
  vatSummary: string;
  vatRate: string;
  taxable: string;
  vat: string;
  goodsTotal: string;
  orderDiscount: string;
  totalTaxable: string;
  totalVat: string;
  stampDuty: string;
  documentTotal: string;
  paymentTerms: string;
  dueDate: string;
  dueAmount: string;
  bank: string;
  iban: string;
  bic: string;
  /** Added to the description of the free units of an invoice line. */
  freeOfCharge: string;
  creditNote: CreditNoteLabels;
  quote: QuoteLabels;
}

const it: Labels = {
  ddtTitle: 'Documento di trasporto',
  invoiceTitle: 'Fattura',
  numberAndDate: (number, date) => `N. ${number} del ${date}`,
  pageOf: (page, pages) => `Pagina ${page} di ${pages}`,
  ddtLegalLine: 'Documento di trasporto ai sensi del D.P.R. 472/1996, art. 1 c. 3 (D.P.R. 627/1978)',
  courtesyCopy: 'Copia di cortesia: la fattura elettronica è trasmessa tramite SdI',
  vatNumber: 'P. IVA',
  taxCode: 'C.F.',
  rea: 'REA',
  shareCapital: (amount, fullyPaid) => `Cap. soc. ${amount}${fullyPaid ? ' i.v.' : ''}`,
  phone: 'Tel.',
  email: 'E-mail',
  pec: 'PEC',
  sdiCode: 'Codice destinatario SdI',
  clientCode: 'Cod. cliente',
  ddtConsignee: 'Destinatario (cessionario)',
  invoiceCustomer: 'Cessionario / committente',
  destination: 'Luogo di destinazione',
  transportReason: 'Causale del trasporto',
  transportReasons: {
    sale: 'Vendita',
    return: 'Reso',
    repair: 'Riparazione',
    'on-approval': 'Conto visione',
    consignment: 'Conto deposito',
    'free-sample': 'Omaggio',
    processing: 'Conto lavorazione',
    other: 'Altro',
  },
  transportByTitle: 'Trasporto a cura del',
  transportBy: { sender: 'Mittente', carrier: 'Vettore', recipient: 'Destinatario' },
  carriageTitle: 'Porto',
  carriage: { paid: 'Franco', forward: 'Assegnato' },
  references: 'Riferimenti',
  referenceOrder: (number, date) => `Ordine n. ${number} del ${date}`,
  referenceDdt: (number, date) => `DDT n. ${number} del ${date}`,
  code: 'Codice',
  description: 'Descrizione dei beni',
  unit: 'U.M.',
  quantity: 'Quantità',
  unitPrice: 'Prezzo unit. €',
  discounts: 'Sconti %',
  amount: 'Importo €',
  vatRateShort: 'IVA',
  goodsAppearance: 'Aspetto esteriore dei beni',
  packages: 'N. colli',
  grossWeight: 'Peso lordo (kg)',
  carrier: 'Vettore',
  transportStart: 'Data e ora inizio trasporto',
  driverSignature: 'Firma conducente',
  recipientSignature: 'Firma destinatario',
  notes: 'Note',
  vatSummary: 'Riepilogo IVA',
  vatRate: 'Aliquota / natura',
  taxable: 'Imponibile',
  vat: 'Imposta',
  goodsTotal: 'Totale merce',
  orderDiscount: 'Sconto sul totale ordine',
  totalTaxable: 'Totale imponibile',
  totalVat: 'Totale IVA',
  stampDuty: 'Imposta di bollo',
  documentTotal: 'Totale documento',
  paymentTerms: 'Condizioni di pagamento',
  dueDate: 'Scadenza',
  dueAmount: 'Importo',
  bank: 'Banca',
  iban: 'IBAN',
  bic: 'BIC',
  freeOfCharge: 'omaggio',
  creditNote: {
    title: 'Nota di credito',
    legalLine:
      'Variazione in diminuzione ai sensi dell’art. 26 DPR 633/1972 – copia di cortesia: il documento elettronico è trasmesso tramite SdI',
    referenceReturn: (number, date) => `Reso n. ${number} del ${date}`,
    creditTotal: 'Totale a credito',
  },
  quote: {
    title: 'Preventivo',
    revision: 'Revisione',
    validUntil: 'Valido fino al',
    legal: 'Preventivo non vincolante oltre la data di validità. Prezzi IVA esclusa.',
    discount: 'Sconto',
    net: 'Netto',
    total: 'Totale (IVA esclusa)',
  },
};

const en: Labels = {
  ddtTitle: 'Delivery note (DDT)',
  invoiceTitle: 'Invoice',
  numberAndDate: (number, date) => `No. ${number} of ${date}`,
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  ddtLegalLine: 'Transport document under Italian D.P.R. 472/1996, art. 1(3) (D.P.R. 627/1978)',
  courtesyCopy: 'Courtesy copy: the electronic invoice is sent through SdI',
  vatNumber: 'VAT no.',
  taxCode: 'Tax code',
  rea: 'REA',
  shareCapital: (amount, fullyPaid) => `Share capital ${amount}${fullyPaid ? ' fully paid' : ''}`,
  phone: 'Tel.',
  email: 'E-mail',
  pec: 'PEC',
  sdiCode: 'SdI recipient code',
  clientCode: 'Customer code',
  ddtConsignee: 'Consignee (buyer)',
  invoiceCustomer: 'Customer',
  destination: 'Delivery address',
  transportReason: 'Reason for transport',
  transportReasons: {
    sale: 'Sale',
    return: 'Return',
    repair: 'Repair',
    'on-approval': 'On approval',
    consignment: 'Consignment stock',
    'free-sample': 'Free of charge',
    processing: 'For processing',
    other: 'Other',
  },
  transportByTitle: 'Transport by',
  transportBy: { sender: 'Sender', carrier: 'Carrier', recipient: 'Recipient' },
  carriageTitle: 'Carriage',
  carriage: { paid: 'Paid', forward: 'Forward' },
  references: 'References',
  referenceOrder: (number, date) => `Order no. ${number} of ${date}`,
  referenceDdt: (number, date) => `Delivery note no. ${number} of ${date}`,
  code: 'Code',
  description: 'Description of goods',
  unit: 'Unit',
  quantity: 'Quantity',
  unitPrice: 'Unit price €',
  discounts: 'Discount %',
  amount: 'Amount €',
  vatRateShort: 'VAT',
  goodsAppearance: 'External appearance of goods',
  packages: 'Packages',
  grossWeight: 'Gross weight (kg)',
  carrier: 'Carrier',
  transportStart: 'Transport start date and time',
  driverSignature: 'Driver signature',
  recipientSignature: 'Recipient signature',
  notes: 'Notes',
  vatSummary: 'VAT summary',
  vatRate: 'Rate / nature',
  taxable: 'Taxable amount',
  vat: 'VAT',
  goodsTotal: 'Goods total',
  orderDiscount: 'Order discount',
  totalTaxable: 'Total taxable',
  totalVat: 'Total VAT',
  stampDuty: 'Stamp duty',
  documentTotal: 'Total due',
  paymentTerms: 'Payment terms',
  dueDate: 'Due date',
  dueAmount: 'Amount',
  bank: 'Bank',
  iban: 'IBAN',
  bic: 'BIC',
  freeOfCharge: 'free of charge',
  creditNote: {
    title: 'Credit note',
    legalLine:
      'Decrease of the invoiced amounts under art. 26 DPR 633/1972 – courtesy copy: the electronic document is sent through SdI',
    referenceReturn: (number, date) => `Return no. ${number} of ${date}`,
    creditTotal: 'Total credited',
  },
  quote: {
    title: 'Quote',
    revision: 'Revision',
    validUntil: 'Valid until',
    legal: 'Quote not binding after its validity date. Prices exclude VAT.',
    discount: 'Discount',
    net: 'Net',
    total: 'Total (excluding VAT)',
  },
};

export const DOCUMENT_LABELS: Bilingual<Labels> = { it, en };

export function labelsFor(language: Language): Labels {
  return text(DOCUMENT_LABELS, language);
}
