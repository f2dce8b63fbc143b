import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { budgets, measureFirstPage } from '../../../scripts/size-budget.mjs';
import type { Figure } from './report';

// `pnpm bench`: every bench in turn, each in its own process (one that fails or misses its
// target does not stop the others), the sites' first-page weight when they are built, then one
// markdown report of every figure beside its target and the machine it ran on, written to
// docs/bench-report.md and, its table of figures, into the README between its markers.

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

// The first-page weight of each built site (`pnpm build` first), as the browser tests check it.
const root = join(here, '..', '..', '..');
for (const { site, targetKb } of budgets) {
  const dist = join(root, 'apps', site, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.info(`${site}: not built (pnpm build), so its first page is not in the report.`);
    continue;
  }
  const { jsBytes, files } = measureFirstPage(dist);
  figures.push({
    bench: 'page weight',
    what: `${site}: JavaScript its first page loads (gzip, level 9)`,
    measured: `${(jsBytes / 1024).toFixed(1)} KB in ${files.filter((file) => file.kind === 'js').length} files`,
    target: `at most ${targetKb} KB`,
    met: jsBytes <= targetKb * 1024,
  });
}
rmSync(folder, { recursive: true, force: true });

const cell = (text: string) => text.replaceAll('|', '\\|');
const processor = cpus()[0]?.model.trim() ?? 'unknown';
const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
const written = `Written by \`pnpm bench\` (apps/api/bench/run-all.ts) on ${new Date().toISOString()}.`;
const machine =
  `Machine: ${cpus().length} × ${processor}, ${gigabytes(totalmem())} memory ` +
  `(${gigabytes(freemem())} free at the end), Linux ${release()}, Node ${process.version}. ` +
  'A busy or shared machine lowers every rate; compare runs on the same machine kind.';
const figureTable = [
  '| bench | what | measured | target | met |',
  '|---|---|---|---|---|',
  ...figures.map(
    (figure) =>
      `| ${cell(figure.bench)} | ${cell(figure.what)} | ${cell(figure.measured)} | ` +
      `${cell(figure.target)} | ${figure.met ? 'yes' : '**no**'} |`,
  ),
];
const lines = [
  '# Bench report',
  '',
  written,
  '',
  machine,
  '',
  ...figureTable,
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

// The README shows the latest figures between its two markers.
const readmePath = join(root, 'README.md');
const [start, end] = ['<!-- bench-report:start -->', '<!-- bench-report:end -->'];
const readme = readFileSync(readmePath, 'utf8');
const [before, rest] = readme.split(start);
const after = rest?.split(end)[1];
if (before === undefined || after === undefined) {
  console.error(`README.md has no ${start} ... ${end} block: its figures were not updated.`);
  process.exitCode = 1;
} else {
  const block = [start, '', written, '', machine, '', ...figureTable, '', end].join('\n');
  writeFileSync(readmePath, `${before}${block}${after}`);
}
// Laid out as the repository's formatting check expects, so both can be committed as they are.
spawnSync('pnpm', ['exec', 'prettier', '--write', reportPath, readmePath], { stdio: 'inherit' });
console.info(`\nReport written to docs/bench-report.md (${figures.length} figures).`);
if (outcomes.some((outcome) => outcome.status !== 0) || figures.some((figure) => !figure.met)) {
  process.exitCode = 1;
}
