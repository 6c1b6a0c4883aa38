// The items of the privacy policy and the sale conditions, in Italian and English (spec §3, §5):
// only testo1 → a mandatory checkbox; testo1 + testo2 (…testo5) → one option to choose.
export interface PolicyItemSeed {
  code: string;
  it: { description: string; testi: string[] };
  en: { description: string; testi: string[] };
}

export const PRIVACY_POLICY: PolicyItemSeed[] = [
  {
    code: 'PRIV01',
    it: {
      description: 'Informativa sul trattamento dei dati personali (art. 13 Regolamento UE 2016/679)',
      testi: ["Dichiaro di aver letto l'informativa sul trattamento dei dati personali."],
    },
    en: {
      description: 'Privacy notice on the processing of personal data (art. 13 EU Regulation 2016/679)',
      testi: ['I declare that I have read the privacy notice.'],
    },
  },
  {
    code: 'PRIV02',
    it: {
      description: 'Invio di offerte e comunicazioni commerciali via e-mail',
      testi: ['Acconsento', 'Non acconsento'],
    },
    en: {
      description: 'Offers and commercial communications by e-mail',
      testi: ['I agree', 'I do not agree'],
    },
  },
  {
    code: 'PRIV03',
    it: {
      description: 'Analisi degli acquisti per proposte personalizzate (profilazione)',
      testi: ['Acconsento', 'Non acconsento'],
    },
    en: {
      description: 'Analysis of purchases for tailored offers (profiling)',
      testi: ['I agree', 'I do not agree'],
    },
  },
];

export const SALE_CONDITIONS: PolicyItemSeed[] = [
  {
    code: 'CV01',
    it: {
      description: 'Condizioni generali di vendita di Ingrosso Bellini S.p.A.',
      testi: ['Ho letto e accetto le condizioni generali di vendita.'],
    },
    en: {
      description: 'General terms of sale of Ingrosso Bellini S.p.A.',
      testi: ['I have read and accept the general terms of sale.'],
    },
  },
  {
    code: 'CV02',
    it: {
      description:
        'Approvazione specifica delle clausole 5 (resi), 8 (foro competente) e 9 (limitazione di responsabilità)',
      testi: ['Approvo specificamente le clausole indicate ai sensi degli artt. 1341 e 1342 c.c.'],
    },
    en: {
      description:
        'Specific approval of clauses 5 (returns), 8 (jurisdiction) and 9 (limitation of liability)',
      testi: [
        'I specifically approve the clauses listed under articles 1341 and 1342 of the Italian Civil Code.',
      ],
    },
  },
  {
    code: 'CV03',
    it: {
      description: 'Modalità di consegna preferita',
      testi: ['Consegna con nostro automezzo', 'Corriere espresso', 'Ritiro presso il magazzino'],
    },
    en: {
      description: 'Preferred delivery method',
      testi: ['Delivery by our own van', 'Express courier', 'Collection at the warehouse'],
    },
  },
];
