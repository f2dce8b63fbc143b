#!/usr/bin/env node
// Lighthouse (mobile settings, Debian's Chromium) over the built investor site's home, project
// list and a project's page; prints performance, accessibility, best practices and SEO, and the
// performance metrics (FCP, LCP, TBT, SI, CLS).
//   pnpm --filter @coinvest/investor-web lighthouse            # median of 1 run per page
//   pnpm --filter @coinvest/investor-web lighthouse -- --runs 3 --dist /tmp/other-build
// LIGHTHOUSE_VERBOSE=1 also lists every audit short of full marks, with the elements at fault.
// Serves dist/ with `vite preview` (building it only when missing) against API_URL when that API
// answers, otherwise against an API of its own on a fresh embedded PostgreSQL with the demo data
// (apps/api/dist/server.js: `pnpm --filter @coinvest/api build` first). Not in CI: three pages take
// minutes on two cores (docs/adr/0090-pre-rendered-pages-for-the-first-paint.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';

const site = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(site, '..', 'api');
const { values } = parseArgs({
  // `pnpm ... lighthouse -- --runs 3` hands the script the `--` too.
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: { runs: { type: 'string', default: '1' }, dist: { type: 'string', default: 'dist' } },
});
const runs = Math.max(1, Number(values.runs));
const distDir = resolve(site, values.dist);

// Ports apart from `npm start` and the browser tests, so all three can run at once.
const ports = { api: 3300, postgres: 55539, site: 5373, chromium: 9333 };
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The browser tests' flags (packages/e2e/playwright.config.ts), headless.
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
// The performance score's metrics, printed under each page (median of the runs).
const metrics = [
  ['FCP', 'first-contentful-paint', 's'],
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['SI', 'speed-index', 's'],
  ['CLS', 'cumulative-layout-shift', ''],
];
const started = [];

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  child.on('exit', (code) => {
    if (code && !child.stopping) console.error(`${command} ${args[0]} exited ${code}\n${errors}`);
  });
  // A command that cannot start (not on PATH) stops what did start, not only this script.
  child.on('error', (error) => {
    console.error(`${command} could not start: ${error.message}`);
    void stopAll().then(() => process.exit(1));
  });
  started.push(child);
  return child;
}

async function answers(url) {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}

async function waitFor(url, what, seconds = 180) {
  for (let waited = 0; waited < seconds * 2; waited += 1) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer at ${url} within ${seconds} s`);
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    spawn(command, args, { cwd, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });
}

/** A running API (API_URL), or one started here with the demo data. */
async function api() {
  const given = process.env.API_URL;
  if (given && (await answers(`${given}/api/health/ready`))) return { url: given };
  if (!existsSync(join(apiDir, 'dist', 'server.js'))) {
    throw new Error(
      'No API answers and apps/api/dist is missing: pnpm --filter @coinvest/api build',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'coinvest-lighthouse-'));
  const url = `http://localhost:${ports.api}`;
  start('node', ['dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(ports.api),
      PG_PORT: String(ports.postgres),
      PG_DATA_DIR: dataDir,
      KYC_STORAGE_DIR: `${dataDir}-kyc-files`,
      MAIL_DIR: `${dataDir}-mailbox`,
      SEED_DEMO_DATA: 'true',
      INVESTOR_WEB_URL: `http://localhost:${ports.site}`,
      LOG_LEVEL: 'warn',
    },
  });
  await waitFor(`${url}/api/health/ready`, 'The API');
  return {
    url,
    cleanUp: () => {
      for (const dir of [dataDir, `${dataDir}-kyc-files`, `${dataDir}-mailbox`]) {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function stopAll() {
  await Promise.all(
    started.reverse().map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.stopping = true;
          child.on('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

async function main() {
  if (!existsSync(join(distDir, 'index.html'))) {
    console.info(`No ${distDir}: building the site once...`);
    await run('pnpm', ['exec', 'vite', 'build', '--outDir', distDir, '--logLevel', 'warn'], site);
  }
  const server = await api();
  try {
    const siteUrl = `http://localhost:${ports.site}`;
    const preview = [
      'vite',
      'preview',
      '--outDir',
      distDir,
      '--port',
      String(ports.site),
      '--strictPort',
    ];
    start('pnpm', ['exec', ...preview], {
      cwd: site,
      env: { ...process.env, API_URL: server.url },
    });
    await waitFor(siteUrl, 'vite preview');
    const list = await (await fetch(`${server.url}/api/projects?limit=1`)).json();
    const projectId = list[0]?.id;
    if (projectId === undefined) throw new Error('The API lists no project to measure');

    start(chromiumPath, [
      ...chromiumFlags,
      `--remote-debugging-port=${ports.chromium}`,
      'about:blank',
    ]);
    await waitFor(`http://127.0.0.1:${ports.chromium}/json/version`, 'Chromium', 30);

    const pages = [
      ['home', '/'],
      ['projects', '/projects'],
      ['project detail', `/projects/${projectId}`],
    ];
    console.info(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, ${siteUrl}`);
    console.info(['page'.padEnd(16), ...categories.map((name) => name.padStart(15))].join(''));
    for (const [name, path] of pages) {
      const scores = Object.fromEntries(categories.map((category) => [category, []]));
      const values = Object.fromEntries(metrics.map(([, audit]) => [audit, []]));
      for (let attempt = 0; attempt < runs; attempt += 1) {
        // Lighthouse's default configuration is the mobile one (Moto G class, slow 4G).
        const result = await lighthouse(`${siteUrl}${path}`, {
          port: ports.chromium,
          logLevel: 'error',
          output: 'json',
          onlyCategories: categories,
        });
        for (const category of categories) {
          scores[category].push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
        }
        for (const [, audit] of metrics) {
          values[audit].push(result?.lhr.audits[audit]?.numericValue ?? NaN);
        }
        for (const audit of Object.values(result?.lhr.audits ?? {})) {
          if (process.env.LIGHTHOUSE_VERBOSE && audit.score !== null && audit.score < 1) {
            console.info(`  ${name}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
            for (const item of audit.details?.items ?? []) {
              if (item.node)
                console.info(`    ${item.node.snippet} ${item.node.explanation ?? ''}`);
            }
          }
        }
      }
      console.info(
        [name.padEnd(16), ...categories.map((c) => String(median(scores[c])).padStart(15))].join(
          '',
        ),
      );
      const shown = metrics.map(([label, audit, unit]) => {
        const value = median(values[audit]);
        if (unit === 's') return `${label} ${(value / 1000).toFixed(1)} s`;
        return `${label} ${unit ? `${Math.round(value)} ${unit}` : value.toFixed(3)}`;
      });
      console.info(`  ${shown.join(', ')}`);
    }
  } finally {
    await stopAll();
    server.cleanUp?.();
  }
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
