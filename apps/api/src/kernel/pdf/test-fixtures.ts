// Sample documents for the PDF tests (and for looking at a rendered page by hand).
import type { Language } from '@shop/contract';
import type {
  CompanyInfo,
  DeliveryNoteDocument,
  DeliveryNoteLine,
  InvoiceDocument,
  InvoiceLine,
  VatSummaryRow,
} from './document-model';

export const company: CompanyInfo = {
  name: 'Ingrosso Rossi S.r.l.',
  addressLines: ['Via dell’Industria 12', '20090 Segrate (MI)'],
  vatNumber: 'IT01234567890',
  taxCode: '01234567890',
  rea: 'MI-1234567',
  shareCapital: { amount: 100000, fullyPaid: true },
  phone: '+39 02 1234567',
  email: 'ordini@ingrossorossi.it',
  pec: 'ingrossorossi@pec.it',
  website: 'www.ingrossorossi.it',
};

const client = {
  code: 'C00042',
  name: 'Ferramenta Bianchi S.n.c. di Bianchi Mario & C.',
  vatNumber: 'IT09876543210',
  taxCode: '09876543210',
  addressLines: ['Corso Garibaldi 45', '10122 Torino (TO)'],
  sdiCode: 'M5UXCR1',
  pec: 'ferramentabianchi@pec.it',
};

const LONG_DESCRIPTION =
  'Trapano avvitatore a batteria 18 V brushless con due batterie al litio da 4 Ah, caricabatterie rapido, ' +
  'valigetta in ABS e set di 32 inserti assortiti per legno, metallo e muratura';

const SAMPLE_LINES: Omit<InvoiceLine, 'amount'>[] = [
  {
    code: 'VT-M6X20',
    description: 'Viti testa svasata M6x20 zincate (conf. 100 pz)',
    unit: 'CF',
    quantity: 12,
    unitPrice: 4.35,
    discounts: '20+10',
    vatRate: 22,
  },
  {
    code: 'TR-18V-BL',
    description: LONG_DESCRIPTION,
    unit: 'PZ',
    quantity: 2,
    unitPrice: 189.9,
    discounts: '15',
    vatRate: 22,
  },
  {
    code: 'NASTRO-50',
    description: 'Nastro americano 50 mm x 25 m grigio',
    unit: 'PZ',
    quantity: 1250,
    unitPrice: 1.2345,
    discounts: '',
    vatRate: 22,
  },
];

function net(line: Omit<InvoiceLine, 'amount'>): number {
  const factor = line.discounts
    .split('+')
    .filter(Boolean)
    .reduce((acc, step) => acc * (1 - Number(step) / 100), 1);
  return Math.round(line.quantity * line.unitPrice * factor * 100) / 100;
}

/** `count` lines: the three samples first, then numbered fillers (some with long descriptions). */
function invoiceLines(count: number): InvoiceLine[] {
  return Array.from({ length: count }, (_, index) => {
    const sample = SAMPLE_LINES[index] ?? {
      code: `ART-${String(index + 1).padStart(4, '0')}`,
      description:
        index % 7 === 0
          ? `Articolo ${index + 1} – ${LONG_DESCRIPTION}`
          : `Articolo di prova numero ${index + 1}`,
      unit: 'PZ',
      quantity: (index % 9) + 1,
      unitPrice: 10 + (index % 13) * 1.5,
      discounts: index % 2 === 0 ? '10' : '',
      vatRate: 22,
    };
    return { ...sample, amount: net(sample) };
  });
}

export function deliveryNote(language: Language, lineCount = 3): DeliveryNoteDocument {
  const lines: DeliveryNoteLine[] = invoiceLines(lineCount).map(({ code, description, unit, quantity }) => ({
    code,
    description,
    unit,
    quantity,
  }));
  return {
    kind: 'ddt',
    number: '128',
    year: 2025,
    date: '2025-03-12',
    language,
    company,
    client,
    destination: { name: 'Magazzino Bianchi', addressLines: ['Strada del Drosso 120', '10135 Torino (TO)'] },
    references: [{ kind: 'order', number: 'W-2025-000731', date: '2025-03-10' }],
    transportReason: 'sale',
    transportBy: 'carrier',
    carrier: {
      name: 'Trasporti Veloci S.p.A.',
      vatNumber: 'IT05555555555',
      addressLines: ['Via Emilia 3, 40100 Bologna (BO)'],
    },
    carriage: 'paid',
    goodsAppearance: language === 'it' ? 'Scatole di cartone su bancale' : 'Cardboard boxes on a pallet',
    packages: 14,
    grossWeightKg: 182.5,
    transportStart: '2025-03-12T07:30:00Z',
    lines,
    notes:
      language === 'it'
        ? 'Consegna al mattino, scarico con sponda idraulica.'
        : 'Morning delivery, tail lift needed.',
  };
}

export function invoice(language: Language, lineCount = 3): InvoiceDocument {
  const lines = invoiceLines(lineCount);
  const taxable = Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100;
  const vat = Math.round(taxable * 22) / 100;
  const total = Math.round((taxable + vat) * 100) / 100;
  const first = Math.round((total / 2) * 100) / 100;
  return {
    kind: 'fattura',
    number: '57',
    year: 2025,
    date: '2025-03-31',
    language,
    company,
    client,
    references: [
      { kind: 'order', number: 'W-2025-000731', date: '2025-03-10' },
      { kind: 'ddt', number: '128/2025', date: '2025-03-12' },
    ],
    lines,
    vatSummary: [{ rate: 22, taxable, vat }],
    totals: { taxable, vat, total },
    payment: {
      terms:
        language === 'it' ? 'Bonifico bancario 30/60 gg d.f.f.m.' : 'Bank transfer 30/60 days end of month',
      dueDates: [
        { date: '2025-04-30', amount: first },
        { date: '2025-05-31', amount: Math.round((total - first) * 100) / 100 },
      ],
      bank: { name: 'Banca Popolare di Milano', iban: 'IT60X0542811101000000123456', bic: 'BAPPIT21' },
    },
  };
}

/** A non-taxable export line (0 %, natura N3.1) and its VAT summary row, for invoices and credit notes. */
export function nonTaxable(line: InvoiceLine): { line: InvoiceLine; vatRow: VatSummaryRow } {
  const zero = { ...line, vatRate: 0, vatNature: 'N3.1' };
  return {
    line: zero,
    vatRow: {
      rate: 0,
      vatNature: 'N3.1',
      legalReference: 'Non imponibile art. 8 c. 1 lett. a DPR 633/72',
      taxable: zero.amount,
      vat: 0,
    },
  };
}

/** What a page shows of the non-taxable line above: its natura in the lines, natura and reference in the summary. */
export const NON_TAXABLE_TEXTS = [
  '20+10 37,58 N3.1',
  'N3.1 – Non imponibile art. 8 c. 1 lett. a DPR 633/72 37,58 € 0,00 €',
];
