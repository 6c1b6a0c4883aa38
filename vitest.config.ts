import { defineConfig } from 'vitest/config';

// One vitest run over every package that has tests, and the root scripts' own (scripts/); each keeps
// its own config (the web app runs in jsdom, the API against PGlite or PostgreSQL).
export default defineConfig({
  test: { projects: ['apps/*/vitest.config.ts', 'packages/*/vitest.config.ts', 'scripts/vitest.config.mjs'] },
});
