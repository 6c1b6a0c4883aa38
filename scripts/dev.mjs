// `pnpm dev`: the API and the gateway restart on change (tsx watch), the storefront runs in Vite with
// hot reload at http://localhost:5173 (it proxies /graphql to the gateway on :4000).
import { bin, ensureInstalled, run } from './lib/workspace.mjs';

await ensureInstalled();
process.exit(await run(bin('turbo'), ['run', 'dev', '--ui=stream', '--concurrency=8']));
