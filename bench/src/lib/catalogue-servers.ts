// The built API and gateway on the big-catalogue database (catalogue-database.ts, `shop_bench`), on a
// bench's own ports: what gateway-catalogue and web-ssr measure against. Run the build first.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { catalogueDatabaseUrl } from './catalogue-database';
import { waitForHttp } from './shop';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface CatalogueServers {
  api: ChildProcess;
  gateway: ChildProcess;
  gatewayUrl: string;
  stop(): void;
}

function start(cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['dist/server.js'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
}

/**
 * Starts the built API on `apiPort` and the gateway on `gatewayPort` against `shop_bench`; `env` goes
 * to both (e.g. NODE_ENV). Resolves once both answer.
 */
export async function startCatalogueServers(
  apiPort: number,
  gatewayPort: number,
  env: Record<string, string> = {},
): Promise<CatalogueServers> {
  const api = start(`${ROOT}apps/api`, {
    ...env,
    DATABASE_URL: catalogueDatabaseUrl,
    API_PORT: String(apiPort),
    SEED_ON_START: 'false',
  });
  const gateway = start(`${ROOT}apps/gateway`, {
    ...env,
    PORT: String(gatewayPort),
    API_BASE_URL: `http://127.0.0.1:${apiPort}`,
  });
  const stop = () => {
    api.kill('SIGTERM');
    gateway.kill('SIGTERM');
  };
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, api);
    await waitForHttp(`http://127.0.0.1:${gatewayPort}/readyz`, gateway);
  } catch (error) {
    stop();
    throw error;
  }
  return { api, gateway, gatewayUrl: `http://127.0.0.1:${gatewayPort}`, stop };
}
