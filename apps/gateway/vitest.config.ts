import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One seeded API database per run, which the real-API tests copy (test/support/real-api.ts).
    globalSetup: ['test/global-setup.ts'],
    // Starting a gateway (schema, plugins) or copying the API database can take over the default 10 s
    // on a busy two-core CI machine: a hook that times out is a slow machine, not a failure of the shop.
    hookTimeout: 60_000,
    testTimeout: 15_000,
  },
});
