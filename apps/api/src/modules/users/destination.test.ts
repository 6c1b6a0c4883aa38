// Unit tests of the landing route by user type (spec §6).
import { describe, expect, it } from 'vitest';
import { destinationOf } from './destination';

const EXPO = { codice: 'EXPO2026', al: '2026-10-20' };
const SIA = { codice: 'SIA2027', al: '2027-02-18' };
const HOST = { codice: 'HOST2027', al: '2027-10-20' };

describe('destinationOf', () => {
  it.each(['C', 'WC', 'WU'] as const)('sends customers (%s) to /account, fairs or not', (tipo) => {
    expect(destinationOf(tipo, [], '2026-11-28')).toBe('/account');
    expect(destinationOf(tipo, [EXPO], '2026-11-28')).toBe('/account');
  });

  it.each(['A', 'X', 'U'] as const)('sends %s to the reserved area', (tipo) => {
    expect(destinationOf(tipo, [EXPO], '2026-11-28')).toBe('/reservedarea');
  });

  it('sends type F to the fair going on or the next one, not to one that is over', () => {
    expect(destinationOf('F', [EXPO, SIA, HOST], '2026-11-28')).toBe('/fieredetail/SIA2027');
    expect(destinationOf('F', [EXPO, SIA, HOST], '2026-10-20')).toBe('/fieredetail/EXPO2026');
    expect(destinationOf('F', [EXPO, SIA, HOST], '2027-02-19')).toBe('/fieredetail/HOST2027');
  });

  it('sends type F to the fair that ended last when all are over, to the reserved area without fairs', () => {
    expect(destinationOf('F', [EXPO, SIA], '2027-06-01')).toBe('/fieredetail/SIA2027');
    expect(destinationOf('F', [], '2026-11-28')).toBe('/reservedarea');
    expect(destinationOf('F', [{ codice: 'A/B 1', al: '2027-01-01' }], '2026-11-28')).toBe(
      '/fieredetail/A%2FB%201',
    );
  });
});
