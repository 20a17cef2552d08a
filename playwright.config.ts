import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010);
const PORTAL_PORT = Number(process.env.PORTAL_PORT ?? 5173);
const PARTNER_PORT = Number(process.env.PARTNER_PORT ?? 5174);
/** Each stack has its own database (scripts/e2e.mjs runs two stacks side by side, one per shard). */
const DATABASE = process.env.E2E_DATABASE ?? '.sandbox/e2e.db';

/**
 * Who serves the portal: its BFF (BFF mode, docs/bff.md: the default, as `npm start`) or, with
 * `E2E_PORTAL_SERVER=static`, the static server (token mode, spec 1's tokens in sessionStorage), which
 * `npm run test:e2e` runs for its token-mode subset (scripts/e2e.mjs).
 */
export const PORTAL_SERVER = portalServerOf(process.env.E2E_PORTAL_SERVER);

function portalServerOf(value: string | undefined): 'bff' | 'static' {
  if (value === undefined || value === '' || value === 'bff') return 'bff';
  if (value === 'static') return 'static';
  throw new Error(`E2E_PORTAL_SERVER must be bff (the default) or static (token mode), got '${value}'`);
}

/**
 * Which Chromium drives the tests: Debian's headless shell (package chromium-headless-shell) when it is there, else
 * Debian's full Chromium; `E2E_CHROMIUM` names another binary (the full one for `--headed`). The shell is the same
 * Blink and V8 without the browser's UI layer: about a quarter less CPU per test on two cores (docs/decisions.md).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const SANDBOX_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;
export const PORTAL_ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;
export const PARTNER_ORIGIN = `http://127.0.0.1:${PARTNER_PORT}`;

/**
 * End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the real servers:
 * the sandbox API, the built portal and the partner demo page on a different origin. The tests share one
 * sandbox database, so they run in one worker and reset what they change; `npm run test:e2e` runs two such stacks
 * side by side, each with half of the spec files (scripts/e2e.mjs).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry on CI, where two shards share two cores: a test that passes only on its retry is reported as flaky
  // (by name, and in the e2e summary line), never hidden; a test that fails twice fails the run. Locally none.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // The timing reporter writes each test's time to <outputDir>/timings.json: `npm run test:e2e` prints the slowest.
  reporter: process.env.CI
    ? [['list'], ['./e2e/support/timing-reporter.ts']]
    : [['list'], ['html', { open: 'never' }], ['./e2e/support/timing-reporter.ts']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: PORTAL_ORIGIN,
    // A trace records every action's DOM snapshot and screencast: about a quarter of the suite's CPU. On CI (one retry)
    // it is recorded for a failed test's retry; locally for every test, kept when it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Less CPU per test on CI's two cores, measured (docs/decisions.md): one renderer process per tab instead of
        // one per site (the same-origin policy still holds between the portal, the partner page and their frames),
        // functions compiled when first called, and the compositor's GPU thread inside the browser process.
        '--disable-site-isolation-trials',
        '--disable-features=IsolateOrigins,site-per-process',
        '--js-flags=--max-lazy',
        '--in-process-gpu',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /bff\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The portal in BFF mode: e2e/bff.spec.ts starts its two BFF instances and their Redis (e2e/support/bff-stack.ts)
    // beside this config's sandbox, on ports next to PORTAL_PORT.
    { name: 'bff', testMatch: /bff\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      command: `npx tsx sandbox/main.ts --reset --database ${DATABASE}`,
      url: `${SANDBOX_ORIGIN}/sandbox/health`,
      // PARTNER_PORT: the partner demo page is the registered partner of the external authorize flow.
      // SANDBOX_TRUSTED_PROXIES: the tests stand in for a proxy on loopback, so a test can say which address a
      // request comes from (X-Forwarded-For); a sandbox without it ignores that header from clients.
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        PARTNER_PORT: String(PARTNER_PORT),
        SANDBOX_TRUSTED_PROXIES: '127.0.0.1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The portal from its BFF (BFF mode, docs/bff.md), as `npm start` serves it; E2E_PORTAL_SERVER=static from the
      // static server (token mode).
      command: PORTAL_SERVER === 'bff' ? `npx tsx bff/main.ts` : `node scripts/serve.mjs portal`,
      url: `${PORTAL_ORIGIN}/`,
      // PARTNER_PORT: the registered partner may frame the portal's /embed/<widget> pages (isolation mode).
      env: {
        PORTAL_PORT: String(PORTAL_PORT),
        SANDBOX_PORT: String(SANDBOX_PORT),
        PARTNER_PORT: String(PARTNER_PORT),
        BFF_SQLITE_FILE: DATABASE.replace(/\.db$/, '') + '-bff-sessions.db',
        // As SANDBOX_TRUSTED_PROXIES: a test stands in for a proxy on loopback (e2e/ip-privacy.spec.ts).
        BFF_TRUSTED_PROXIES: '127.0.0.1',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve.mjs partner`,
      url: `${PARTNER_ORIGIN}/`,
      env: { PARTNER_PORT: String(PARTNER_PORT), SANDBOX_PORT: String(SANDBOX_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
