// The ship dialog sends only the lines with units to ship, the transport data typed (empty fields
// left to the API's defaults), and puts a refused line's error back at the form's own line.
import { describe, expect, it } from 'vitest';
import { serverFieldsOf, shipFormDefaults, shipFormSchema, toShipmentInput } from './ship-form';

const open = [
  { code: 'A1', openQuantity: 10 },
  { code: 'B2', openQuantity: 0 },
  { code: 'C3', openQuantity: 4 },
];

describe('shipFormDefaults', () => {
  it('prefills every open line with its open units', () => {
    expect(shipFormDefaults(open).lines).toEqual([
      { code: 'A1', open: 10, quantity: '10' },
      { code: 'C3', open: 4, quantity: '4' },
    ]);
  });
});

describe('toShipmentInput', () => {
  it('sends the lines above 0 and the transport data, a carrier only when a carrier carries', () => {
    const values = shipFormSchema.parse({
      ...shipFormDefaults(open),
      lines: [
        { code: 'A1', open: 10, quantity: '3' },
        { code: 'C3', open: 4, quantity: '0' },
      ],
      packages: '2',
      weightKg: '12,5',
      carriedBy: 'CARRIER',
      carrier: ' BRT Milano ',
      restExpectedDate: '2026-12-01',
    });
    expect(toShipmentInput(values)).toEqual({
      lines: [{ code: 'A1', quantity: 3 }],
      packages: 2,
      weightKg: 12.5,
      appearance: null,
      carriage: 'PAID',
      carriedBy: 'CARRIER',
      carrier: 'BRT Milano',
      notes: null,
      restExpectedDate: '2026-12-01',
    });
    const bySender = shipFormSchema.parse({ ...shipFormDefaults(open), carrier: 'left over' });
    expect(toShipmentInput(bySender).carrier).toBeNull();
  });

  it('maps a refused sent line back to the form’s line', () => {
    const values = {
      lines: [
        { code: 'A1', open: 10, quantity: '0' },
        { code: 'C3', open: 4, quantity: '2' },
      ],
    };
    expect(serverFieldsOf(values)['input.lines.0.quantity']).toBe('lines.1.quantity');
  });
});

describe('shipFormSchema', () => {
  const paths = (input: unknown) => {
    const result = shipFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('asks for the carrier when a carrier carries the goods', () => {
    expect(paths({ ...shipFormDefaults(open), carriedBy: 'CARRIER' })).toEqual(['carrier']);
  });

  it('refuses more than the open units and a shipment of nothing', () => {
    const lines = shipFormDefaults(open).lines;
    expect(paths({ ...shipFormDefaults(open), lines: [{ ...lines[0], quantity: '11' }] })).toEqual([
      'lines.0.quantity',
    ]);
    expect(paths({ ...shipFormDefaults(open), lines: lines.map((l) => ({ ...l, quantity: '0' })) })).toEqual([
      'lines',
    ]);
  });
});
