import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@shop/ui', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
