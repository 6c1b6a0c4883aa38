// A trivial Fastify app in its own process (like the gateway): POST /json answers the JSON file
// PLAIN_PAYLOAD_FILE; the baseline of the gateway-shell benchmark.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const payload: unknown = JSON.parse(readFileSync(process.env.PLAIN_PAYLOAD_FILE ?? '', 'utf8'));
const app = Fastify({ logger: false });
app.post('/json', async () => payload);
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ port: Number(process.env.PLAIN_PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
