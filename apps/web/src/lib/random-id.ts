// Random ids made in the browser (the session id, an order attempt's idempotency key).
// crypto.randomUUID exists only in secure contexts (https, localhost): a shop served over plain
// HTTP under its LAN name (http://shop-server:4000) has none, so ids come from
// crypto.getRandomValues, which every context has.

/** `bytes` random bytes as lowercase hex (32 characters by default: 128 bits). */
export function randomId(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}
