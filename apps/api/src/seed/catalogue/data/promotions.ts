// The 8 demo promotions: two on the whole order (testata) and six on products, each with a generated
// image under /promo/. Product promotions take the first products (by code) of the leaf categories named;
// each has one kind (`offer`), and its products' rows carry that kind's rule.
import type { NewPromotionRow } from '../../../db/schema';

export interface PromotionProductRule {
  /** Leaf category codes whose products the promotion lists. */
  leaves: readonly string[];
  /** How many products per leaf at most. */
  perLeaf: number;
  /** Net price as a fraction of the p1 list price, or an extra discount %, and/or a free gift. */
  netPriceOfP1?: number;
  extraDiscountPct?: number;
  gift?: { every: number; qty: number };
}

export interface PromotionSeed {
  row: Omit<NewPromotionRow, 'image' | 'position'>;
  /** Two colours for the generated image. */
  colours: readonly [string, string];
  products?: PromotionProductRule;
}

const VALID = { validFrom: '2025-01-01', validTo: '2030-12-31' } as const;

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    row: {
      code: 'ORDINE500',
      offer: 'order',
      kind: 'header',
      ...VALID,
      priceLists: [],
      orderDiscountPct: '3',
      minOrderValue: '500',
      titleIt: 'Sconto 3% sopra 500 €',
      titleEn: '3% off orders over €500',
      descriptionIt: 'Sugli ordini di almeno 500 € (IVA esclusa) uno sconto extra del 3% sul totale.',
      descriptionEn: 'An extra 3% off the total of every order of at least €500 (excluding VAT).',
    },
    colours: ['#005AA6', '#3D8FD1'],
  },
  {
    row: {
      code: 'B2BFEDELTA',
      offer: 'order',
      kind: 'header',
      ...VALID,
      priceLists: ['p1b2b', 'p2', 'p3'],
      orderDiscountPct: '2',
      minOrderValue: '1500',
      titleIt: 'Fedeltà rivenditori: 2% extra',
      titleEn: 'Reseller loyalty: extra 2%',
      descriptionIt: 'Per i listini rivenditori, 2% in più sugli ordini da 1.500 € in su.',
      descriptionEn: 'For reseller price lists, a further 2% off orders from €1,500.',
    },
    colours: ['#1F3A5F', '#5B7FA6'],
  },
  {
    row: {
      code: 'PASTA3X1',
      offer: 'free_goods',
      giftEvery: 3,
      giftQty: 1,
      kind: 'product',
      ...VALID,
      priceLists: [],
      titleIt: 'Pasta: ogni 3 cartoni uno in omaggio',
      titleEn: 'Pasta: one free with every 3',
      descriptionIt: 'Su una selezione di pasta secca: ogni 3 confezioni acquistate, una in omaggio.',
      descriptionEn: 'On a selection of dry pasta: one pack free for every 3 bought.',
    },
    colours: ['#DA0E33', '#F2A33A'],
    products: { leaves: ['01.01.01'], perLeaf: 40, gift: { every: 3, qty: 1 } },
  },
  {
    row: {
      code: 'CAFFE15',
      offer: 'percentage',
      discountPct: '15',
      kind: 'product',
      ...VALID,
      priceLists: [],
      titleIt: 'Caffè e capsule -15%',
      titleEn: 'Coffee and capsules 15% off',
      descriptionIt: 'Il 15% in più di sconto su caffè in grani, macinato e capsule selezionati.',
      descriptionEn: 'A further 15% off selected coffee beans, ground coffee and capsules.',
    },
    colours: ['#6B3E26', '#C08552'],
    products: { leaves: ['01.04.01', '01.04.02'], perLeaf: 30, extraDiscountPct: 15 },
  },
  {
    row: {
      code: 'PULITO30',
      offer: 'net_price',
      kind: 'product',
      ...VALID,
      priceLists: [],
      titleIt: 'Pulizia professionale a prezzo netto',
      titleEn: 'Professional cleaning at net prices',
      descriptionIt: 'Detergenti per superfici e pavimenti a prezzo netto, fino al 30% sotto listino.',
      descriptionEn: 'Surface and floor cleaners at net prices, up to 30% below list.',
    },
    colours: ['#0F7B6C', '#62C2A8'],
    products: { leaves: ['06.03.01', '06.03.02', '06.03.03'], perLeaf: 20, netPriceOfP1: 0.7 },
  },
  {
    row: {
      code: 'UFFICIO10',
      offer: 'percentage',
      discountPct: '10',
      kind: 'product',
      ...VALID,
      priceLists: [],
      titleIt: 'Ufficio: carta e scrittura -10%',
      titleEn: 'Office: paper and writing 10% off',
      descriptionIt: 'Carta per fotocopie e penne con il 10% di sconto aggiuntivo.',
      descriptionEn: 'Copier paper and pens with an additional 10% off.',
    },
    colours: ['#4B4E9E', '#8D90D8'],
    products: { leaves: ['04.01.01', '04.02.01'], perLeaf: 25, extraDiscountPct: 10 },
  },
  {
    row: {
      code: 'LED2X1',
      offer: 'free_goods',
      giftEvery: 2,
      giftQty: 1,
      kind: 'product',
      ...VALID,
      priceLists: [],
      titleIt: 'Lampadine LED: 2 + 1 omaggio',
      titleEn: 'LED bulbs: buy 2, get 1 free',
      descriptionIt: 'Lampadine e tubi LED: ogni 2 pezzi acquistati, uno in omaggio.',
      descriptionEn: 'LED bulbs and tubes: one free with every 2 bought.',
    },
    colours: ['#E0A800', '#FFE066'],
    products: { leaves: ['08.01.01', '08.01.02'], perLeaf: 20, gift: { every: 2, qty: 1 } },
  },
  {
    row: {
      code: 'GIARDINO20',
      offer: 'percentage',
      discountPct: '20',
      kind: 'product',
      ...VALID,
      priceLists: ['p1', 'p1b2b'],
      titleIt: 'Irrigazione -20%',
      titleEn: 'Watering 20% off',
      descriptionIt: 'Tubi, raccordi e irrigatori con il 20% di sconto extra per i listini al dettaglio.',
      descriptionEn: 'Hoses, fittings and sprinklers with an extra 20% off on the retail price lists.',
    },
    colours: ['#3C8D2F', '#A3D977'],
    products: { leaves: ['09.02.01', '09.02.02', '09.02.03'], perLeaf: 15, extraDiscountPct: 20 },
  },
];

/** The image of a promotion, as stored and served (apps/web/public/promo/<code>.svg). */
export const promotionImagePath = (code: string) => `/promo/${code.toLowerCase()}.svg`;
