// TRUST_PROXY as Fastify's trustProxy option. A list of proxy addresses and ranges goes to Fastify
// as it is. A number of hops becomes a function: Fastify 5.12 reads a bare number as "trust no one"
// (a hop count cannot check who the connecting peer is), which would silently ignore the setting.
// The count trusts the connecting peer and the hops before it, whoever they are, so it is safe only
// where clients cannot reach the gateway but through the proxy: buildApp warns otherwise.
import type { FastifyServerOptions } from 'fastify';

type TrustProxy = NonNullable<FastifyServerOptions['trustProxy']>;
/** TRUST_PROXY as the config reads it: false, a number of hops, or proxy addresses and ranges. */
export type TrustProxySetting = false | number | string[];

export function trustProxyOption(setting: TrustProxySetting): TrustProxy {
  if (typeof setting !== 'number') return setting;
  // proxy-addr numbers the connecting peer 0 and each X-Forwarded-For entry after it, nearest first.
  return (_address: string, hop: number) => hop < setting;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** A warning for the log when a hop count is trusted on an interface other machines can reach. */
export function hopCountWarning(config: { trustProxy: TrustProxySetting; host: string }): string | undefined {
  if (typeof config.trustProxy !== 'number' || LOOPBACK_HOSTS.has(config.host)) return undefined;
  return (
    `TRUST_PROXY=${config.trustProxy} trusts ${config.trustProxy} hop(s) of X-Forwarded-For from any peer, and the ` +
    `gateway listens on ${config.host}: a client that connects directly can choose its address. ` +
    'List the proxies instead (TRUST_PROXY=10.0.0.5 or a range such as 10.0.0.0/8).'
  );
}
