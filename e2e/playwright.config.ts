import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, SHOP_URL, SHOP_ENV } from './support/shop';

const here = fileURLToPath(new URL('.', import.meta.url));

// The whole shop (REST API + gateway serving the built storefront) on its own ports and a fresh
// embedded database, driven in Debian's Chromium. Failures keep a screenshot and a trace.
export default defineConfig({
  testDir: './tests',
  outputDir: `${ARTIFACTS_DIR}/results`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${ARTIFACTS_DIR}/report.json` }],
  ],
  use: {
    baseURL: SHOP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile-360',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      // *.once.spec.ts change a seeded user's state (consents saved, password changed): they run once
      // per suite, in the desktop project, and take their 360 px screenshots by resizing.
      testIgnore: /\.once\.spec\.ts$/,
      // Tests tagged @rules check logic that does not depend on the screen (filter rules, URL state,
      // timing, refusals); they run once, on the desktop. Every page's layout, keyboard use, axe and
      // screenshots at 360 px stay in this project.
      grepInvert: /@rules/,
    },
  ],
  webServer: {
    command: 'node ../scripts/serve.mjs --fresh-data',
    cwd: here,
    url: `${SHOP_URL}/readyz`,
    env: SHOP_ENV,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
