import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, loopback ,fd00::/8 ', ['10.0.0.0/8', 'loopback', 'fd00::/8']],
  ])('reads %j as %j', (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('refuses true, which would let any client choose its address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust any X-Forwarded-For a client sends; give the number of proxies/,
    );
  });

  it.each(['10.0.0.0/33', 'proxy.local', '10.0.0.1/8/8', '::1/129', '1.2.3'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: not an address, a CIDR range or loopback\/linklocal\/uniquelocal/,
    );
  });
});
