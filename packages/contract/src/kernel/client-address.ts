// The caller's address as the gateway and the API count it (login limits, sessions), for the server
// apps only (`@shop/contract/client-address`: it needs node:net). The address is the one Fastify
// derives with its `trustProxy` setting (X-Forwarded-For only from trusted proxies), when it is an IP
// address; a forwarded value that is not one (made up, or cut short) falls back to the connecting
// peer. What comes out is short and spelt one way, so one client is one counter and fits any column.
import { isIP } from 'node:net';

/** Longest canonical text of an IP address (IPv6 with an embedded IPv4). */
export const MAX_ADDRESS_LENGTH = 45;

/** `ip` in one canonical spelling, or undefined when it is not an IP address. */
export function canonicalAddress(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  // A zone id (fe80::1%eth0) names an interface of the sender's host: not part of who is calling.
  const address = ip.trim().split('%')[0]?.toLowerCase() ?? '';
  const version = isIP(address);
  if (version === 0) return undefined;
  // An IPv4 client reaching a dual-stack socket is ::ffff:a.b.c.d: count it once, as a.b.c.d.
  const mapped = version === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1] : undefined;
  const canonical = mapped ?? address;
  return canonical.length <= MAX_ADDRESS_LENGTH ? canonical : undefined;
}

/** What a Fastify request offers (typed structurally: the contract does not depend on Fastify). */
export interface AddressedRequest {
  ip: string;
  socket: { remoteAddress?: string | undefined };
}

/** The request's client address: Fastify's `request.ip` when it is an address, else the peer's. */
export function clientAddress(request: AddressedRequest): string {
  return canonicalAddress(request.ip) ?? canonicalAddress(request.socket.remoteAddress) ?? 'unknown';
}
