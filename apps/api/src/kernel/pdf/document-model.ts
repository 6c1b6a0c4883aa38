// The data a delivery note (DDT) or an invoice PDF is drawn from. The renderers only lay out and
// format: every amount arrives computed and rounded by the caller (the order/documents services,
// which own the Decimal arithmetic), so the PDF can never disagree with the stored document.
import type { Language } from '@shop/contract';
import type { Carriage, TransportBy, TransportReason } from '../texts/documents';

/** 'ddt': documento di trasporto (delivery note); 'fattura': invoice (courtesy copy of the e-invoice). */
export type DocumentKind = 'ddt' | 'fattura';

/** The seller (cedente / cedente prestatore), printed as the letterhead of every page. */
export interface CompanyInfo {
  /** Registered company name, e.g. "Ingrosso Rossi S.r.l.". */
  name: string;
  /** Registered office, already formatted, one entry a line: ["Via Roma 1", "20121 Milano (MI)"]. */
  addressLines: string[];
  /** Partita IVA with its country prefix, e.g. "IT01234567890". */
  vatNumber: string;
  /** Codice fiscale, when it differs from the VAT number. */
  taxCode?: string;
  /** REA registration, e.g. "MI-1234567" (art. 2250 c.c.). */
  rea?: string;
  /** Share capital in euro and whether it is fully paid ("i.v." / "fully paid"). */
  shareCapital?: { amount: number; fullyPaid: boolean };
  phone?: string;
  email?: string;
  /** Certified e-mail address (PEC). */
  pec?: string;
  website?: string;
}

/** The buyer (cessionario / committente) as it was when the document was issued. */
export interface ClientSnapshot {
  /** The client's code in the shop, e.g. "C00042". */
  code: string;
  /** Company name (ragione sociale). */
  name: string;
  /** Partita IVA with its country prefix; absent for private buyers. */
  vatNumber?: string;
  /** Codice fiscale. */
  taxCode?: string;
  /** Registered address, already formatted, one entry a line. */
  addressLines: string[];
  /** Invoices: SdI recipient code (codice destinatario, 7 characters). */
  sdiCode?: string;
  /** Invoices: certified e-mail the e-invoice goes to when there is no SdI code. */
  pec?: string;
}

/** Where the goods go (luogo di destinazione), when it is not the client's registered address too. */
export interface DestinationAddress {
  /** Name of the place, e.g. "Magazzino di Segrate" or the delivery code's description. */
  name?: string;
  /** Already formatted, one entry a line. */
  addressLines: string[];
}

/** Another document this one refers to (an invoice names its orders and DDTs; a DDT its order). */
export interface DocumentReference {
  kind: 'order' | 'ddt';
  /** As printed on that document, e.g. "W-2025-000123" or "128/2025". */
  number: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
}

/** What every printed document has. */
export interface DocumentBase {
  kind: DocumentKind;
  /** Progressive number within the year, printed as "number/year", e.g. 128 → "128/2025". */
  number: string;
  /** The numbering year. */
  year: number;
  /** Issue date, ISO (YYYY-MM-DD). */
  date: string;
  /** The language of the printed labels, numbers (it-IT / en-GB) and dates. */
  language: Language;
  company: CompanyInfo;
  client: ClientSnapshot;
  /** Orders / DDTs this document refers to. */
  references?: DocumentReference[];
  /** Free notes printed after the lines (several lines allowed, separated by \n). */
  notes?: string;
}

// The causale, who transports and the porto are named where their printed words are.
export type { Carriage, TransportBy, TransportReason } from '../texts/documents';

export interface DeliveryNoteLine {
  /** Product code. */
  code: string;
  /** Nature of the goods, in the document's language; long text wraps. */
  description: string;
  /** Unit of measure as the shop shows it, e.g. "PZ", "CF", "KG". */
  unit: string;
  /** Quantity shipped (free goods included: a DDT counts what travels). */
  quantity: number;
}

/** Documento di trasporto (DPR 472/1996 art. 1 c. 3, DPR 627/1978). */
export interface DeliveryNoteDocument extends DocumentBase {
  kind: 'ddt';
  /** Luogo di destinazione; the client's address when the goods go there. */
  destination: DestinationAddress;
  transportReason: TransportReason;
  /** The causale printed when `transportReason` is 'other' (in the document's language). */
  transportReasonText?: string;
  transportBy: TransportBy;
  /** The carrier (vettore), when `transportBy` is 'carrier'. */
  carrier?: { name: string; vatNumber?: string; addressLines?: string[] };
  carriage: Carriage;
  /** Aspetto esteriore dei beni, e.g. "Scatole" / "Cartons", in the document's language. */
  goodsAppearance: string;
  /** Number of packages (colli); left out when not known (the box is left blank, to fill in by hand). */
  packages?: number;
  /** Gross weight in kg; left blank to fill in by hand when absent. */
  grossWeightKg?: number;
  /** Data e ora inizio trasporto, ISO date-time; left blank to fill in by hand when absent. */
  transportStart?: string;
  lines: DeliveryNoteLine[];
}

export interface InvoiceLine {
  code: string;
  /** Description in the document's language; long text wraps. */
  description: string;
  unit: string;
  quantity: number;
  /** Unit price before discounts, in euro. */
  unitPrice: number;
  /** Discount chain as text, e.g. "20+10"; empty for none. */
  discounts: string;
  /** Net amount of the line (quantity × discounted price), rounded, in euro. */
  amount: number;
  /** VAT rate in percent, e.g. 22; 0 with `vatNature` for non-taxable lines. */
  vatRate: number;
  /** Natura code of a 0% line (N1…N7, e.g. "N3.1"), as in the e-invoice. */
  vatNature?: string;
}

/** One row of the VAT summary (riepilogo IVA): the taxable amount and tax for one rate or natura. */
export interface VatSummaryRow {
  /** Percent, e.g. 22. */
  rate: number;
  /** Natura code for 0% rows. */
  vatNature?: string;
  /** The legal reference printed for a 0% row, e.g. "Non imponibile art. 8 c.1 lett. a DPR 633/72". */
  legalReference?: string;
  taxable: number;
  vat: number;
}

export interface PaymentInfo {
  /** Payment terms as agreed, e.g. "Bonifico bancario 60 gg d.f.f.m." (document's language). */
  terms: string;
  /** Instalments: ISO due date and amount in euro. */
  dueDates: { date: string; amount: number }[];
  /** Where to pay, for bank transfers. */
  bank?: { name: string; iban: string; bic?: string };
}

/** Courtesy copy of an invoice (art. 21 DPR 633/1972); the legal one is the e-invoice sent via SdI. */
export interface InvoiceDocument extends DocumentBase {
  kind: 'fattura';
  /** Where the goods were delivered, when not the registered address. */
  destination?: DestinationAddress;
  lines: InvoiceLine[];
  vatSummary: VatSummaryRow[];
  totals: {
    /** The lines' amounts, before the discount on the whole order; printed when there is such a discount. */
    goods?: number;
    /** The discount on the whole order (promozione di testata) for the part invoiced, as a positive amount. */
    orderDiscount?: number;
    /** Sum of the taxable amounts (imponibile): goods less the order discount. */
    taxable: number;
    /** Sum of the VAT (imposta). */
    vat: number;
    /** Stamp duty (bollo) charged on the invoice, when any. */
    stampDuty?: number;
    /** Total of the document (taxable + VAT + stamp duty). */
    total: number;
  };
  payment: PaymentInfo;
}
