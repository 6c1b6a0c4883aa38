// Runs the already built shop (no install, no build): used by the e2e suite and by benchmarks.
// `--fresh-data` deletes DATA_DIR first, so the shop starts on a newly created and seeded database.
import { rmSync } from 'node:fs';
import { runShop } from './lib/shop-processes.mjs';

if (process.argv.includes('--fresh-data')) {
  const dir = process.env.DATA_DIR;
  if (!dir) {
    console.error('✖ --fresh-data needs DATA_DIR');
    process.exit(2);
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(await runShop());
