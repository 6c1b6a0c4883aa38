import { describe, expect, it } from 'vitest';
import { checkPromotionRules, type PromotionRuleInput, promotionsCreatePayloadSchema } from './manage';

const base: PromotionRuleInput = {
  kind: 'sconto',
  discount: '15',
  products: [{ code: 'al000001' }],
  categories: [],
  brands: [],
  from: '2026-01-01',
  to: '2026-01-31',
};
const rules = (input: Partial<PromotionRuleInput>) =>
  checkPromotionRules({ ...base, ...input }).issues.map((i) => `${i.path.join('.')}:${i.rule}`);

describe('the rules of each kind of promotion', () => {
  it('takes a percentage above 0 and below 100, typed either way', () => {
    expect(checkPromotionRules({ ...base, discount: '12,5' }).values.discount).toBe(12.5);
    expect(rules({ discount: '0' })).toEqual(['discount:discountPercent']);
    expect(rules({ discount: '100' })).toEqual(['discount:discountPercent']);
    expect(rules({ discount: '-5' })).toEqual(['discount:discountPercent']);
    expect(rules({ discount: '' })).toEqual(['discount:required']);
  });

  it('wants a net price above 0 for every product, and products only', () => {
    const net = { kind: 'netto' as const, discount: undefined };
    expect(
      checkPromotionRules({ ...base, ...net, products: [{ code: 'A', netPrice: '4,5' }] }).values.products,
    ).toEqual([{ code: 'A', netPrice: '4.5000' }]);
    expect(rules({ ...net, products: [{ code: 'A', netPrice: '0' }, { code: 'B' }] })).toEqual([
      'products.0.netPrice:netPrice',
      'products.1.netPrice:required',
    ]);
    expect(rules({ ...net, products: [], categories: ['01'] })).toEqual(['categories:netPriceTargets']);
  });

  it('wants N and M whole numbers from 1 for free goods', () => {
    const gift = { kind: 'omaggio' as const };
    expect(checkPromotionRules({ ...base, ...gift, giftEvery: '3', giftQty: '1' }).values).toMatchObject({
      giftEvery: 3,
      giftQty: 1,
      discount: null,
    });
    expect(rules({ ...gift, giftEvery: '0', giftQty: '1.5' })).toEqual([
      'giftEvery:positiveInteger',
      'giftQty:positiveInteger',
    ]);
  });

  it('wants at least one product, category or brand on a line promotion, none on the order', () => {
    expect(rules({ products: [] })).toEqual(['products:promotionTargets']);
    expect(rules({ products: [], brands: ['GRANSOLE'] })).toEqual([]);
    expect(rules({ kind: 'testata', products: [{ code: 'A' }] })).toEqual(['products:orderTargets']);
    expect(rules({ kind: 'testata', products: [] })).toEqual([]);
  });

  it('refuses a product listed twice and days out of order', () => {
    expect(rules({ products: [{ code: 'a1' }, { code: 'A1' }] })).toEqual(['products.1.code:duplicateCode']);
    expect(rules({ from: '2026-02-01', to: '2026-01-31' })).toEqual(['to:dateOrder']);
  });
});

describe('POST /api/promotions/create payload', () => {
  const payload = {
    codice: 'estate26',
    tipo: 'sconto',
    titoloIt: 'Estate',
    titoloEn: 'Summer',
    dal: '2026-06-01',
    al: '2026-08-31',
    sconto: '10',
    articoli: '["AL000001"]',
    marchi: 'gransole, casaviva',
    clienti: 'C00001',
    listini: 'P2',
  };

  it('reads lists from form fields and keeps the rule values', () => {
    const parsed = promotionsCreatePayloadSchema.parse({ ...payload, articoli: 'AL000001 AL000002' });
    expect(parsed).toMatchObject({
      codice: 'ESTATE26',
      marchi: ['GRANSOLE', 'CASAVIVA'],
      clienti: ['C00001'],
      listini: ['p2'],
      regola: { discount: 10, products: [{ code: 'AL000001' }, { code: 'AL000002' }] },
    });
    const json = promotionsCreatePayloadSchema.parse({
      ...payload,
      tipo: 'netto',
      marchi: '',
      articoli: JSON.stringify([{ codice: 'AL000001', prezzoNetto: '3,20' }]),
    });
    expect(json.regola.products).toEqual([{ code: 'AL000001', netPrice: '3.2000' }]);
  });

  it('names each refused field with its REST name', () => {
    const result = promotionsCreatePayloadSchema.safeParse({
      ...payload,
      codice: 'x',
      sconto: '150',
      al: '2026-05-01',
      listini: 'p9',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['codice', 'listini.0']));
    // Cross-field rules run once the fields themselves are valid.
    const rules = promotionsCreatePayloadSchema.safeParse({ ...payload, sconto: '150', al: '2026-05-01' });
    expect(rules.error?.issues.map((i) => i.path.join('.'))).toEqual(['sconto', 'al']);
  });
});
