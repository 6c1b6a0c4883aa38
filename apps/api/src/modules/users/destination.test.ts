// Unit tests of the landing route by user type (spec §6).
import { describe, expect, it } from 'vitest';
import { destinationOf } from './destination';

describe('destinationOf', () => {
  it.each(['C', 'WC', 'WU'] as const)('sends customers (%s) to /account, fairs or not', (tipo) => {
    expect(destinationOf(tipo, [])).toBe('/account');
    expect(destinationOf(tipo, ['EXPO2026'])).toBe('/account');
  });

  it.each(['A', 'X', 'U'] as const)('sends %s to the reserved area', (tipo) => {
    expect(destinationOf(tipo, ['EXPO2026'])).toBe('/reservedarea');
  });

  it('sends type F to its first fair, or to the reserved area without fairs', () => {
    expect(destinationOf('F', ['SIA2027', 'EXPO2026'])).toBe('/fieredetail/SIA2027');
    expect(destinationOf('F', [])).toBe('/reservedarea');
    expect(destinationOf('F', ['A/B 1'])).toBe('/fieredetail/A%2FB%201');
  });
});
