import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run over every package that has tests, and the root scripts' own (scripts/); each keeps
// its own config (the web app runs in jsdom, the API against PGlite or PostgreSQL).
// Vitest's default is one worker fewer than the cores: one worker on CI's two cores, where the web
// suite's jsdom start-up and imports then ran one file at a time (web suite 266 s → 175 s with two).
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    projects: ['apps/*/vitest.config.ts', 'packages/*/vitest.config.ts', 'scripts/vitest.config.mjs'],
  },
});
