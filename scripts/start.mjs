// `npm start`: install when needed, build, then run the REST API (:4001) and the gateway (:4000),
// which serves the storefront. The embedded database under ./data is created and seeded on first run.
import { buildAll, ensureInstalled } from './lib/workspace.mjs';
import { runShop } from './lib/shop-processes.mjs';

await ensureInstalled();
console.info('› building…');
const built = await buildAll();
if (built !== 0) {
  console.error('✖ build failed');
  process.exit(built);
}
process.exit(await runShop());
