import { describe, expect, it } from 'vitest';
import { canonicalAddress, clientAddress } from './client-address';

describe('client address', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::FFFF:198.51.100.7', '198.51.100.7'],
    ['FE80::1%eth0', 'fe80::1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255', 'ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255'],
  ])('spells %s as %s', (ip, canonical) => {
    expect(canonicalAddress(ip)).toBe(canonical);
  });

  it.each(['', 'x'.repeat(100), 'unknown', '198.51.100.7, 10.0.0.1', '1.2.3.4.5'])(
    'knows %j is no address',
    (ip) => {
      expect(canonicalAddress(ip)).toBeUndefined();
    },
  );

  it('falls back to the connecting peer when the derived address is none', () => {
    expect(clientAddress({ ip: 'x'.repeat(100), socket: { remoteAddress: '::ffff:127.0.0.1' } })).toBe(
      '127.0.0.1',
    );
    expect(clientAddress({ ip: 'nonsense', socket: {} })).toBe('unknown');
  });
});
