import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './report';

// `pnpm bench`: every bench in turn, each in its own process (one that fails or misses its
// target does not stop the others), then one markdown report of every figure beside its target
// and the machine it ran on, written to docs/bench-report.md (the README links it).

const BENCHES = [
  'projects.bench.ts',
  'investments.bench.ts',
  'admin-catalogue.bench.ts',
  'dashboard.bench.ts',
  'sockets.bench.ts',
  'mixed-load.bench.ts',
];

const here = import.meta.dirname;
const reportPath = join(here, '..', '..', '..', 'docs', 'bench-report.md');
const folder = mkdtempSync(join(tmpdir(), 'coinvest-bench-'));
const figuresFile = join(folder, 'figures.jsonl');

const outcomes: { bench: string; status: number | null; seconds: number }[] = [];
for (const bench of BENCHES) {
  console.info(`\n=== ${bench} ===`);
  const started = Date.now();
  const run = spawnSync('pnpm', ['exec', 'tsx', join(here, bench)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_REPORT_FILE: figuresFile },
  });
  outcomes.push({ bench, status: run.status, seconds: (Date.now() - started) / 1000 });
}

const figures: Figure[] = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Figure)
  : [];
rmSync(folder, { recursive: true, force: true });

const cell = (text: string) => text.replaceAll('|', '\\|');
const processor = cpus()[0]?.model.trim() ?? 'unknown';
const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
const lines = [
  '# Bench report',
  '',
  `Written by \`pnpm bench\` (apps/api/bench/run-all.ts) on ${new Date().toISOString()}.`,
  '',
  `Machine: ${cpus().length} × ${processor}, ${gigabytes(totalmem())} memory ` +
    `(${gigabytes(freemem())} free at the end), Linux ${release()}, Node ${process.version}. ` +
    'A busy or shared machine lowers every rate; compare runs on the same machine kind.',
  '',
  '| bench | what | measured | target | met |',
  '|---|---|---|---|---|',
  ...figures.map(
    (figure) =>
      `| ${cell(figure.bench)} | ${cell(figure.what)} | ${cell(figure.measured)} | ` +
      `${cell(figure.target)} | ${figure.met ? 'yes' : '**no**'} |`,
  ),
  '',
  '| bench | exit | seconds |',
  '|---|---|---|',
  ...outcomes.map(
    (outcome) =>
      `| ${outcome.bench} | ${outcome.status === 0 ? 'ok' : `**failed (${outcome.status ?? 'killed'})**`} | ${outcome.seconds.toFixed(0)} |`,
  ),
  '',
  'The Lighthouse scores come from `pnpm --filter @coinvest/investor-web lighthouse`, which prints them.',
  '',
];
writeFileSync(reportPath, lines.join('\n'));
// Laid out as the repository's formatting check expects, so the report can be committed as is.
spawnSync('pnpm', ['exec', 'prettier', '--write', reportPath], { stdio: 'inherit' });
console.info(`\nReport written to docs/bench-report.md (${figures.length} figures).`);
if (outcomes.some((outcome) => outcome.status !== 0) || figures.some((figure) => !figure.met)) {
  process.exitCode = 1;
}
