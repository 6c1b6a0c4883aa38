import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, LAN_HOST_ARGS, LAN_URL, SHOP_URL, SHOP_ENV } from './support/shop';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The spec that runs only in the lan-host project (the shop under a non-localhost name). */
const LAN_HOST_SPECS = /lan-host\.spec\.ts$/;
/**
 * Specs that change what every other spec sees (the page size, a menu title, a new privacy version
 * everyone must accept): they run in the last project, after all the others are done.
 */
const SHARED_STATE_SPECS = /settings-policies\.once\.spec\.ts$/;
/**
 * The header's texts, the home banners and a client's promotions: after the shared-state project
 * too, and not beside it (its new privacy version would ask this spec's customers to accept it).
 */
const CONTENT_SPECS = /content-management\.once\.spec\.ts$/;
/**
 * Approvals: its rule ("orders above an amount") makes every order placed meanwhile wait for approval,
 * imports too: after everything else, alone, and it switches the rule off at the end.
 */
const APPROVALS_SPECS = /approvals\.once\.spec\.ts$/;

// The whole shop (REST API + gateway serving the built storefront) on its own ports and a fresh
// embedded database, driven in Debian's Chromium. Failures keep a screenshot and a trace.
export default defineConfig({
  testDir: './tests',
  outputDir: `${ARTIFACTS_DIR}/results`,
  // A multi-page flow (log in, three navigations, axe, two screenshots, three saves) takes ~12 s on
  // an idle 2-core machine; CI's machine has run the same tests 2.4 to 3 times slower than here
  // (a 20 s test took 58 s there): room for that. Specs of longer flows set their own.
  timeout: 90_000,
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
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [LAN_HOST_SPECS, SHARED_STATE_SPECS, CONTENT_SPECS, APPROVALS_SPECS],
    },
    {
      name: 'mobile-360',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      // *.once.spec.ts change a seeded user's state (consents saved, password changed): they run once
      // per suite, in the desktop project, and take their 360 px screenshots by resizing.
      testIgnore: [/\.once\.spec\.ts$/, LAN_HOST_SPECS],
      // Tests tagged @rules check logic that does not depend on the screen (filter rules, URL state,
      // timing, refusals, where a login lands, what a consent stores, the language of links); they
      // run once, on the desktop. Every page's layout, keyboard use, axe and
      // screenshots at 360 px stay in this project. Tests tagged @own-size set their own window size
      // (360 px among others): the desktop project runs them.
      grepInvert: /@rules|@own-size/,
    },
    {
      // The shop reached as http://shop.test:<port> (plain HTTP, not localhost: no secure context,
      // so no crypto.randomUUID and friends), as on a distributor's LAN. Runs only lan-host.spec.ts.
      name: 'lan-host',
      testMatch: LAN_HOST_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: LAN_URL,
        launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...LAN_HOST_ARGS] },
      },
    },
    {
      // Last: the shop-wide settings and the privacy version, once every other spec has finished.
      name: 'shared-state',
      testMatch: SHARED_STATE_SPECS,
      dependencies: ['desktop', 'mobile-360', 'lan-host'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Alone: `playwright test --project shared-state-content --no-deps`.
      name: 'shared-state-content',
      testMatch: CONTENT_SPECS,
      dependencies: ['shared-state'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Last of all, alone: `playwright test --project approvals --no-deps`.
      name: 'approvals',
      testMatch: APPROVALS_SPECS,
      dependencies: ['shared-state-content'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
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
