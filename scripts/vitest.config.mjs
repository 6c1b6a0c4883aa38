// Tests of the root scripts' own logic (the shop supervisor's restarts), with stand-in processes:
// no build needed. The whole built shop under the real supervisor is an e2e test
// (e2e/tests/app/shop-supervisor.spec.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@shop/scripts', include: ['lib/**/*.test.mjs'], testTimeout: 90_000 },
});
