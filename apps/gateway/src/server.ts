// Starts the gateway and stops it cleanly on SIGINT/SIGTERM.
import { loadConfig } from './config';
import { buildApp } from './app';

const config = loadConfig(process.env);
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'gateway stopping');
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.info(`gateway: storefront and GraphQL at http://localhost:${config.port} (GraphQL: /graphql)`);
