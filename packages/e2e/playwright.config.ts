import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eEnv } from './tests/env';
import { e2eMailDir } from './tests/outbox';

// The config is evaluated again in every worker: create the data folder once and pass it on.
process.env.E2E_PG_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'coinvest-e2e-'));

const repoRoot = join(import.meta.dirname, '..', '..');

function site(app: 'investor-web' | 'admin-web', port: number, extraEnv: Record<string, string>) {
  return {
    // Built with this run's URLs, then served as a person would get it.
    command:
      'pnpm exec vite build --outDir dist-e2e --logLevel warn && pnpm exec vite preview --outDir dist-e2e',
    cwd: join(repoRoot, 'apps', app),
    url: `http://localhost:${port}`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { API_URL: e2eEnv.apiUrl, ...extraEnv },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two cores also run the API, PostgreSQL and two site servers: one browser at a time keeps
  // every flow's pace steady on a cold machine (E2E_WORKERS raises it on a bigger one).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  // A retry is a safety net, not a pass: in CI a test that needed one fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // Short flows; the long ones (KYC, investing, admin catalogue) say test.slow().
  timeout: 60_000,
  // The one budget of every expectation: a loaded 2-core machine runs the API, PostgreSQL, two
  // sites and Chromium several times slower than an idle one.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node tests/languages/fake-libretranslate.mjs ${e2eEnv.translatorPort}`,
      url: e2eEnv.translatorUrl,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node dist/server.js',
      cwd: join(repoRoot, 'apps', 'api'),
      url: `${e2eEnv.apiUrl}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(e2eEnv.apiPort),
        PG_DATA_DIR: process.env.E2E_PG_DATA_DIR,
        // This run's uploads, beside its database, not in the API's development folder.
        KYC_STORAGE_DIR: `${process.env.E2E_PG_DATA_DIR}-kyc-files`,
        // The development mailbox the tests read reset codes from (tests/outbox.ts).
        MAIL_DIR: e2eMailDir(),
        PG_PORT: String(e2eEnv.pgPort),
        SEED_DEMO_DATA: 'true',
        ADMIN_EMAIL: e2eEnv.admin.email,
        ADMIN_PASSWORD: e2eEnv.admin.password,
        ADMIN_USERNAME: e2eEnv.admin.username,
        INVESTOR_WEB_URL: e2eEnv.investorUrl,
        ADMIN_WEB_URL: e2eEnv.adminUrl,
        // Browser tests sign in often from one address; the limit itself is an API test.
        AUTH_RATE_LIMIT_MAX: '1000',
        // Content translation through a stand-in service that marks what it translated.
        TRANSLATE_URL: e2eEnv.translatorUrl,
        LOG_LEVEL: 'warn',
      },
    },
    site('investor-web', e2eEnv.investorPort, {
      INVESTOR_WEB_PORT: String(e2eEnv.investorPort),
      VITE_ADMIN_WEB_URL: e2eEnv.adminUrl,
    }),
    site('admin-web', e2eEnv.adminPort, {
      ADMIN_WEB_PORT: String(e2eEnv.adminPort),
      VITE_INVESTOR_WEB_URL: e2eEnv.investorUrl,
    }),
  ],
});
