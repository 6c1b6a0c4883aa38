// Which address the gateway takes for a client, under each TRUST_PROXY setting, as a proxy and an
// attacker meet it: the address the login limit counts and the one the API is told. A client that
// sends its own X-Forwarded-For through a trusted proxy cannot choose its address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { startGateway } from './support/gateway';
import { hopCountWarning } from '../src/kernel/hardening/trusted-proxies';
import { loginAnswer } from './support/users';

let api: FakeApi;
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
  api.answer('/api/login', loginAnswer);
});

async function gatewayTrusting(trustProxy: string): Promise<FastifyInstance> {
  const gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: trustProxy });
  gateways.push(gateway);
  return gateway;
}

const LOGIN = `mutation { login(input: { username: "fiere", password: "Bellini2026" }) { expiresAt } }`;

/** A login that reached the gateway from `peer`, with the X-Forwarded-For the proxies built. */
function login(gateway: FastifyInstance, peer: string, forwardedFor?: string) {
  return gateway.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: peer,
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    payload: { query: LOGIN },
  });
}
const forwardedToApi = () => api.calls.at(-1)?.headers['x-forwarded-for'];

describe('TRUST_PROXY=1 (one reverse proxy)', () => {
  it('counts the address the proxy appended, whatever the client put before it: 13 made-up addresses, one limit', async () => {
    const gateway = await gatewayTrusting('1');
    const statuses: number[] = [];
    for (let i = 1; i <= 13; i++) {
      // The client sends X-Forwarded-For: 10.0.0.<i>; the proxy appends the address it saw.
      statuses.push((await login(gateway, '127.0.0.1', `10.0.0.${i}, 198.51.100.30`)).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual(Array(10).fill(429));
    expect(api.count('/api/login')).toBe(3);
    expect(api.calls.map((c) => c.headers['x-forwarded-for'])).toEqual(Array(3).fill('198.51.100.30'));
  });

  it('takes a made-up value in the proxy’s place as no address: the proxy itself is counted', async () => {
    const gateway = await gatewayTrusting('1');
    await login(gateway, '192.0.2.60', 'x'.repeat(200));
    expect(forwardedToApi()).toBe('192.0.2.60');
  });
});

describe('TRUST_PROXY=2 (a load balancer, then a proxy)', () => {
  it('walks back two hops and no further', async () => {
    const gateway = await gatewayTrusting('2');
    await login(gateway, '127.0.0.1', '10.9.9.9, 203.0.113.40, 10.0.0.2');
    expect(forwardedToApi()).toBe('203.0.113.40');
  });
});

describe('TRUST_PROXY=<addresses and ranges>', () => {
  it('trusts only the proxies listed, hop by hop', async () => {
    const gateway = await gatewayTrusting('127.0.0.1, 10.0.0.0/8');
    await login(gateway, '127.0.0.1', '10.9.9.9, 203.0.113.41, 10.1.2.3');
    expect(forwardedToApi()).toBe('203.0.113.41');
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    const gateway = await gatewayTrusting('127.0.0.1, 10.0.0.0/8');
    await login(gateway, '192.0.2.61', '203.0.113.42');
    expect(forwardedToApi()).toBe('192.0.2.61');
  });
});

describe('TRUST_PROXY unset', () => {
  it('counts the connecting address and forwards it, whatever X-Forwarded-For says', async () => {
    const gateway = await gatewayTrusting('');
    for (let i = 1; i <= 3; i++)
      expect((await login(gateway, '192.0.2.62', `10.0.0.${i}`)).statusCode).toBe(200);
    expect((await login(gateway, '192.0.2.62', '10.0.0.99')).statusCode).toBe(429);
    expect(api.calls.map((c) => c.headers['x-forwarded-for'])).toEqual(Array(3).fill('192.0.2.62'));
  });
});

describe('the start-up warning', () => {
  it('warns when a hop count is trusted on an interface other machines can reach', () => {
    expect(hopCountWarning({ trustProxy: 1, host: '0.0.0.0' })).toMatch(
      /a client that connects directly can choose its address/,
    );
    expect(hopCountWarning({ trustProxy: 1, host: 'localhost' })).toBeUndefined();
    expect(hopCountWarning({ trustProxy: ['10.0.0.5'], host: '0.0.0.0' })).toBeUndefined();
  });
});
