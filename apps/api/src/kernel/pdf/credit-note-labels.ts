// The words only a credit note (nota di credito) prints, in Italian and English; everything else comes
// from labels.ts. A credit note is a variation of the invoiced amounts (art. 26 DPR 633/1972).
import type { DocumentLanguage } from './document-model';

export interface CreditNoteLabels {
  title: string;
  legalLine: string;
  customer: string;
  referenceReturn: (number: string, date: string) => string;
  creditTotal: string;
}

const it: CreditNoteLabels = {
  title: 'Nota di credito',
  legalLine:
    'Variazione in diminuzione ai sensi dell’art. 26 DPR 633/1972 – copia di cortesia: il documento elettronico è trasmesso tramite SdI',
  customer: 'Cessionario / committente',
  referenceReturn: (number, date) => `Reso n. ${number} del ${date}`,
  creditTotal: 'Totale a credito',
};

const en: CreditNoteLabels = {
  title: 'Credit note',
  legalLine:
    'Decrease of the invoiced amounts under art. 26 DPR 633/1972 – courtesy copy: the electronic document is sent through SdI',
  customer: 'Customer',
  referenceReturn: (number, date) => `Return no. ${number} of ${date}`,
  creditTotal: 'Total credited',
};

export const creditNoteLabelsFor = (language: DocumentLanguage): CreditNoteLabels =>
  language === 'en' ? en : it;
