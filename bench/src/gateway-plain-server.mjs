// A trivial Fastify app in its own process (like the gateway; plain JavaScript, run by node as the
// built gateway is, not through tsx), the baseline of two benchmarks:
// POST /json answers the JSON file PLAIN_PAYLOAD_FILE (gateway-shell); POST /proxy, with
// PLAIN_PROXY_URL set, forwards the request body to that URL over a keep-alive connection and answers
// the upstream's bytes untouched (gateway-products: what one more HTTP hop costs by itself).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const payloadFile = process.env.PLAIN_PAYLOAD_FILE;
if (payloadFile) {
  const payload = JSON.parse(readFileSync(payloadFile, 'utf8'));
  app.post('/json', async () => payload);
}
const proxyUrl = process.env.PLAIN_PROXY_URL;
if (proxyUrl) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/proxy', (req, reply) => {
    const upstream = request(
      proxyUrl,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': req.headers['content-type'] ?? 'application/octet-stream',
          'x-sessionid': req.headers['x-sessionid'] ?? '',
        },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          reply
            .code(res.statusCode ?? 502)
            .type(res.headers['content-type'] ?? 'application/json')
            .send(Buffer.concat(chunks));
        });
      },
    );
    upstream.on('error', (error) => reply.code(502).send({ error: error.message }));
    upstream.end(req.body);
  });
}
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ port: Number(process.env.PLAIN_PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
