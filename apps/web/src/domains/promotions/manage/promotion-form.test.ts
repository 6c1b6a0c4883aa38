import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import managementIt from '../../../i18n/management-it.json';
import { fieldErrorText, issueToken } from '../../../app/manage/form/zod-issues';
import { promotionFormSchema, promotionFormValues, promotionInput } from './promotion-form';

const intl = createIntl({ locale: 'it', messages: managementIt });

const today = new Date(2026, 4, 10);
const blank = promotionFormValues(null, { today });
const base = {
  ...blank,
  code: 'estate26',
  titleIt: 'Estate',
  titleEn: 'Summer',
  products: [{ code: 'al000001', netPrice: '', description: 'Pasta' }],
};

const paths = (values: unknown, creating = true) => {
  const result = promotionFormSchema(creating).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort();
};

describe('the promotion form', () => {
  it('starts a new promotion today for 30 days, active, for everyone', () => {
    expect(blank).toMatchObject({ offer: 'DISCOUNT', from: '2026-05-10', to: '2026-06-09', active: true });
    expect(blank.clients).toEqual([]);
    expect(blank.priceLists).toEqual([]);
  });

  it('sends a discount with its percent as typed, its products, and none of the other offers’ fields', () => {
    const values = promotionFormSchema(true).parse({
      ...base,
      discountPercent: '12,5',
      giftEvery: '3',
      minOrder: '100',
      categories: [{ code: '01.02', name: 'Riso' }],
      clients: [{ code: 'C00002', name: 'Bar Ferri' }],
      priceLists: ['P1B2B'],
    });
    expect(values.code).toBe('ESTATE26');
    expect(promotionInput(values)).toEqual({
      offer: 'DISCOUNT',
      titleIt: 'Estate',
      titleEn: 'Summer',
      descriptionIt: '',
      descriptionEn: '',
      from: '2026-05-10',
      to: '2026-06-09',
      discountPercent: '12,5',
      products: [{ code: 'AL000001' }],
      categories: ['01.02'],
      brands: [],
      clients: ['C00002'],
      priceLists: ['P1B2B'],
      imageUrl: '',
      active: true,
      position: 0,
    });
  });

  it('refuses a discount of 150, a last day before the first and a bad code, all at once, in words', () => {
    const values = { ...base, code: '-x', discountPercent: '150', from: '2026-06-10', to: '2026-06-01' };
    expect(paths(values)).toEqual(['code', 'discountPercent', 'to']);
    const result = promotionFormSchema(true).safeParse(
      { ...values, products: [] },
      { error: issueToken as never },
    );
    const words = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        fieldErrorText(intl, { type: 'validate', message: issue.message }),
      ]),
    );
    expect(words).toEqual({
      code: 'Da 2 a 20 tra lettere, cifre, trattini e trattini bassi (es. ESTATE26).',
      discountPercent: 'Una percentuale maggiore di 0 e minore di 100, al massimo 2 decimali (es. 12,5).',
      products: 'Indica almeno un articolo, una categoria o un marchio.',
      to: 'La data di fine non può essere prima di quella di inizio.',
    });
  });

  it('asks a net-price promotion for the price of each product, and keeps categories unsent', () => {
    const netPrice = {
      ...base,
      offer: 'NET_PRICE' as const,
      products: [
        { code: 'A1', netPrice: '12,50', description: '' },
        { code: 'A2', netPrice: '', description: '' },
        { code: 'a1', netPrice: '0', description: '' },
      ],
      categories: [{ code: '01', name: 'Alimentari' }],
    };
    expect(paths(netPrice)).toEqual(['products.1.netPrice', 'products.2.code', 'products.2.netPrice']);
    const fixed = { ...netPrice, products: netPrice.products.slice(0, 1) };
    expect(promotionInput(promotionFormSchema(true).parse(fixed))).toMatchObject({
      products: [{ code: 'A1', netPrice: '12,50' }],
      categories: [],
      brands: [],
    });
  });

  it('asks free goods for N every M, and a line promotion for something to apply to', () => {
    expect(paths({ ...base, offer: 'FREE_GOODS', giftQty: '0', giftEvery: '', products: [] })).toEqual([
      'giftEvery',
      'giftQty',
      'products',
    ]);
  });

  it('sends an order discount without targets, its minimum optional', () => {
    const order = { ...base, offer: 'ORDER_DISCOUNT' as const, discountPercent: '3', minOrder: '' };
    expect(paths(order)).toEqual([]);
    expect(promotionInput(promotionFormSchema(true).parse(order))).toMatchObject({
      discountPercent: '3',
      minOrder: '',
      products: [],
      categories: [],
    });
    expect(paths({ ...order, minOrder: '12,345' })).toEqual(['minOrder']);
  });

  it('writes a stored promotion back as the user types numbers', () => {
    const values = promotionFormValues({
      __typename: 'ManagedPromotion',
      code: 'CAFFE15',
      offer: 'DISCOUNT',
      titleIt: 'Caffè',
      titleEn: 'Coffee',
      descriptionIt: '',
      descriptionEn: '',
      from: '2025-01-01',
      to: '2030-12-31',
      active: true,
      state: 'IN_FORCE',
      discountPercent: 12.5,
      minOrder: null,
      giftEvery: null,
      giftQty: null,
      products: [{ __typename: 'PromotionProductTarget', code: 'X1', description: 'Caffè', netPrice: null }],
      categories: [],
      brands: [],
      clients: [{ __typename: 'PromotionTarget', code: 'C00002', name: 'Bar Ferri' }],
      priceLists: [],
      position: 4,
      imageUrl: '',
    });
    expect(values).toMatchObject({
      discountPercent: '12,5',
      position: '4',
      products: [{ code: 'X1', netPrice: '', description: 'Caffè' }],
      clients: [{ code: 'C00002', name: 'Bar Ferri' }],
    });
    expect(paths({ ...values, code: 'CAFFE15' }, false)).toEqual([]);
  });
});
