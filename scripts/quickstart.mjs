#!/usr/bin/env node
// The README's two commands (and the benchmarks), on a machine with only Node and npm:
//   npm start  -> installs what is missing, builds what changed, starts the API and both sites
//                 (production builds) with demo data
//   npm test   -> installs what is missing, runs lint, typecheck, unit, integration and browser tests
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = packageManager.replace(/^pnpm@/, '');
// One runtime for development, tests, CI and benchmarks: the version in .nvmrc, which the
// Dockerfiles and the workflow use too.
const nodeVersion = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const localTools = join(root, '.tools');

const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  PATH: [join(localTools, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function nodeOnPath() {
  const result = spawnSync('node', ['--version'], { cwd: root, env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
}

const major = (version) => version?.split('.')[0];

/**
 * The machine's Node may be older than the one the project runs on: Node's official binaries
 * are published on the npm registry as packages (node-<platform>-<arch>), so npm alone can put
 * the pinned one into .tools/, whose bin folder comes first on every command's PATH.
 */
function ensureNode() {
  if (major(nodeOnPath()) === major(nodeVersion)) return;
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  console.info(
    `This machine has Node ${process.versions.node}; installing Node ${nodeVersion} into .tools/ ` +
      '(pinned in .nvmrc, from the npm registry)...',
  );
  const status = run('npm', [
    'install',
    '--prefix',
    localTools,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `node-${platform}-${process.arch}@${nodeVersion}`,
  ]);
  if (status !== 0 || major(nodeOnPath()) !== major(nodeVersion)) {
    console.error(`Could not install Node ${nodeVersion}. Install it from https://nodejs.org.`);
    process.exit(1);
  }
}

function pnpmOnPath() {
  const result = spawnSync('pnpm', ['--version'], { cwd: root, env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function ensurePnpm() {
  if (pnpmOnPath() === pnpmVersion) return;
  console.info(`Installing pnpm ${pnpmVersion} into .tools/ (pinned in package.json)...`);
  const status = run('npm', [
    'install',
    '--prefix',
    localTools,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ]);
  if (status !== 0 || pnpmOnPath() !== pnpmVersion) {
    console.error('Could not install pnpm. Install it with: npm install -g pnpm@' + pnpmVersion);
    process.exit(1);
  }
}

function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const status = run('pnpm', ['install', ...frozen]);
  if (status !== 0) process.exit(status);
}

function chromiumPath() {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

function test() {
  const steps = [
    ['pnpm', ['exec', 'prettier', '--check', '.']],
    // Two cores: more tasks at once only makes database-backed tests time out. The sites are
    // built once, by the browser tests (with their URLs), which also build the API they start.
    ['pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', '--concurrency=2']],
  ];
  for (const [command, args] of steps) {
    const status = run(command, args);
    if (status !== 0) process.exit(status);
  }
  if (!existsSync(chromiumPath())) {
    console.error(
      `Browser tests need Chromium at ${chromiumPath()} (Debian: apt-get install chromium; ` +
        'or set CHROMIUM_PATH). Everything else passed.',
    );
    process.exit(1);
  }
  process.exit(run('pnpm', ['exec', 'turbo', 'run', 'e2e']));
}

async function waitFor(url) {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// The API runs in apps/api: a relative folder the person typed means one under where they
// ran the command, not under apps/api.
function absoluteFolders() {
  const base = process.env.INIT_CWD ?? process.cwd();
  for (const name of ['PG_DATA_DIR', 'KYC_STORAGE_DIR', 'MAIL_DIR']) {
    if (env[name]) env[name] = resolve(base, env[name]);
  }
}

/** Starts a long-running part, its output prefixed with its name. */
function launch(name, command, args, cwd, extraEnv = {}) {
  const child = spawn(command, args, {
    cwd: join(root, cwd),
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.info(`${name} | ${line}`));
  }
  return child;
}

function start() {
  absoluteFolders();
  const apiUrl = `http://localhost:${env.PORT ?? 3000}`;
  const investorUrl = `http://localhost:${env.INVESTOR_WEB_PORT ?? 5173}`;
  const adminUrl = `http://localhost:${env.ADMIN_WEB_PORT ?? 5174}`;
  env.API_URL ??= apiUrl;

  // Production builds, so the first page appears at once: turbo rebuilds only what changed
  // since the last build (pnpm dev keeps the watching dev servers for work on the code).
  console.info('Building the API and both sites (the first time takes a minute or two)...');
  const built = run('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@coinvest/api',
    '--filter=@coinvest/investor-web',
    '--filter=@coinvest/admin-web',
    '--output-logs=errors-only',
  ]);
  if (built !== 0) process.exit(built);

  const parts = [
    // The API treats an unset NODE_ENV as production (docs/adr/0010-production-fails-closed.md):
    // the quick start is development, with its embedded PostgreSQL and demo data. Not for the
    // builds above, which Vite would otherwise make development builds.
    launch('api     ', 'node', ['dist/server.js'], 'apps/api', {
      NODE_ENV: env.NODE_ENV ?? 'development',
    }),
    launch('investor', 'pnpm', ['exec', 'vite', 'preview'], 'apps/investor-web'),
    launch('admin   ', 'pnpm', ['exec', 'vite', 'preview'], 'apps/admin-web'),
  ];
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const part of parts) part.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  let running = parts.length;
  let exitCode = 0;
  for (const part of parts) {
    part.on('exit', (code) => {
      // One part failing (a port in use, say) stops the others: half a platform is no use.
      if (code) exitCode = code;
      stop('SIGTERM');
      running -= 1;
      if (running === 0) process.exit(exitCode);
    });
  }

  void Promise.all([
    waitFor(`${apiUrl}/api/health/live`),
    waitFor(investorUrl),
    waitFor(adminUrl),
  ]).then(() => {
    console.info(
      [
        '',
        'Everything is ready:',
        `  Investor site  ${investorUrl}`,
        `  Admin site     ${adminUrl}`,
        `  API            ${apiUrl}  (docs: ${apiUrl}/api/docs)`,
        'Demo accounts are listed in README.md. Press Ctrl+C to stop.',
        '',
      ].join('\n'),
    );
  });
}

/** The benchmarks (`pnpm bench`), one at a time, on the pinned Node like everything else. */
function bench() {
  process.exit(run('pnpm', ['exec', 'turbo', 'run', 'bench', '--concurrency=1']));
}

const command = process.argv[2];
if (command !== 'start' && command !== 'test' && command !== 'bench') {
  console.error('usage: node scripts/quickstart.mjs start|test|bench');
  process.exit(2);
}
ensureNode();
ensurePnpm();
console.info(`Running on Node ${nodeOnPath()}.`);
install();
if (command === 'start') start();
else if (command === 'bench') bench();
else test();
