// Where the e2e shop runs: its own ports and database folder, so it never meets `npm start`'s.
import { fileURLToPath } from 'node:url';

// E2E_PORT moves the whole shop (gateway on it, API on the next port, its own database folder), so
// that two suites can run side by side on one machine while developing.
const portOverride = process.env.E2E_PORT;
export const SHOP_PORT = portOverride ? Number(portOverride) : 4310;
export const SHOP_URL = `http://localhost:${SHOP_PORT}`;
/**
 * The same shop under a LAN-style name, as a distributor's office reaches it (http://shop-server:4000):
 * plain HTTP under a name other than localhost is not a secure context. Chromium resolves the name
 * to this machine (LAN_HOST_ARGS); Node's own requests (the `request` fixture) cannot.
 */
export const LAN_HOST = 'shop.test';
export const LAN_URL = `http://${LAN_HOST}:${SHOP_PORT}`;
export const LAN_HOST_ARGS = [`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`];
export const ARTIFACTS_DIR = fileURLToPath(
  new URL(portOverride ? `../artifacts-${SHOP_PORT}` : '../artifacts', import.meta.url),
);
export const SHOP_ENV = {
  PORT: String(SHOP_PORT),
  API_PORT: String(SHOP_PORT + 1),
  DATA_DIR: fileURLToPath(new URL(portOverride ? `../.data-${SHOP_PORT}` : '../.data', import.meta.url)),
  LOG_LEVEL: 'warn',
  // Every e2e login comes from one address; the production default (10 per 5 minutes) would lock
  // the suite out of its own shop. The limit itself is covered by the gateway's tests.
  LOGIN_RATE_LIMIT: '500',
};

/** Flags for Debian's Chromium on these machines (no sandbox as root, no background network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
