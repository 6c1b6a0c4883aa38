// Starts the API: configuration, app, listen; closes everything (the database too) on SIGINT/SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';

function describeDatabase(config: AppConfig): string {
  if (config.database.kind === 'pglite') return `PGlite at ${config.database.dataDir}`;
  const url = new URL(config.database.url);
  return `PostgreSQL at ${url.host}${url.pathname}`; // no credentials in the log
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const started = performance.now();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second Ctrl-C: the user does not want to wait
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Never hang on a stuck connection: give the close a few seconds, then leave anyway.
    setTimeout(() => process.exit(1), 5000).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) =>
      `API listening at ${address} (${describeDatabase(config)}, ready in ${Math.round(performance.now() - started)} ms)`,
  });
  // E-mails queued by notify go out from here on (the app's preClose stops the sender on shutdown).
  app.outboxSender.start();
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
