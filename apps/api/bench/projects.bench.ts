import autocannon from 'autocannon';
import { sql } from 'kysely';
import { projectPageQuery } from '../src/features/projects/projects.repository';
import { loadBenchData } from './bench-data';
import { startServer, withBenchDatabase } from './harness';
import { recordFigure } from './report';

// GET /api/projects (first page) and GET /api/projects/{id} on 1,000 projects and 20,000
// units: the real API beside a bare Fastify + pg server running the same SQL, each in its own
// process, driven in turn by autocannon from this one. Everything started here is stopped.

const PROJECTS = 1_000;
const UNITS_PER_PROJECT = 20;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_SECONDS = 1;
const CONNECTIONS = 10;
/** Issue 17's target: the API serves at least 80% of what the bare handler serves. */
const TARGET_RATIO = 0.8;

interface Slice {
  requests: number;
  seconds: number;
  p99Ms: number;
}

async function drive(port: number, nextPath: () => string, seconds: number): Promise<Slice> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`port ${port}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return { requests: result.requests.total, seconds: result.duration, p99Ms: result.latency.p99 };
}

interface Measure {
  requestsPerSecond: number;
  /** The median of the slices' p99 latencies. */
  p99Ms: number;
}

function summarise(slices: Slice[]): Measure {
  const requests = slices.reduce((sum, slice) => sum + slice.requests, 0);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  const p99s = slices.map((slice) => slice.p99Ms).sort((a, b) => a - b);
  return { requestsPerSecond: requests / seconds, p99Ms: p99s[Math.floor(p99s.length / 2)] ?? 0 };
}

/**
 * Both servers in turn, one second each (autocannon's smallest step), DURATION_SECONDS times:
 * a neighbour that keeps the machine busy for a while slows both alike instead of one of them.
 */
async function compare(ports: { ours: number; bare: number }, nextPath: () => string) {
  await drive(ports.ours, nextPath, WARMUP_SECONDS);
  await drive(ports.bare, nextPath, WARMUP_SECONDS);
  const ours: Slice[] = [];
  const bare: Slice[] = [];
  for (let slice = 0; slice < DURATION_SECONDS; slice++) {
    ours.push(await drive(ports.ours, nextPath, 1));
    bare.push(await drive(ports.bare, nextPath, 1));
  }
  return { ours: summarise(ours), bare: summarise(bare) };
}

const pad = (text: string, width: number) => text.padStart(width);

async function main() {
  await withBenchDatabase(
    'Starting PostgreSQL and loading the data...',
    async ({ database, track }) => {
      const ids = await loadBenchData(database.db, {
        projects: PROJECTS,
        unitsPerProject: UNITS_PER_PROJECT,
      });
      await sql`analyze`.execute(database.db);

      const compiled = projectPageQuery(database.db, { words: [] }, { limit: 51 }).compile();
      const { rows: plan } = await sql<{
        'QUERY PLAN': [{ 'Execution Time': number }];
      }>`explain (analyze, format json) ${sql.raw(compiled.sql.replace('$1', '51'))}`.execute(
        database.db,
      );
      const planText = JSON.stringify(plan);
      console.info(
        `First page SQL: ${plan[0]?.['QUERY PLAN'][0]['Execution Time'].toFixed(2)} ms in PostgreSQL, ` +
          `${planText.includes('projects_created_at_id_index') ? 'through projects_created_at_id_index' : 'WITHOUT the list index'}.`,
      );

      const ours = await startServer('./app-server.ts', database.url);
      track(ours);
      const bare = await startServer('./bare-server.ts', database.url);
      track(bare);

      let next = 0;
      const projectPath = () => `/api/projects/${ids[next++ % ids.length]}`;
      const cases = [
        { name: 'GET /api/projects (first page)', path: () => '/api/projects' },
        { name: 'GET /api/projects/{id}', path: projectPath },
      ];

      console.info(
        `${PROJECTS} projects, ${PROJECTS * UNITS_PER_PROJECT} units; ${CONNECTIONS} connections; ` +
          `${DURATION_SECONDS} s per server and case, in 1 s turns, after a ${WARMUP_SECONDS} s warm-up.\n`,
      );
      console.info(
        `${'case'.padEnd(32)}${pad('ours req/s', 12)}${pad('bare req/s', 12)}${pad('ratio', 8)}${pad('ours p99', 10)}${pad('bare p99', 10)}`,
      );
      let belowTarget = false;
      for (const benchCase of cases) {
        const { ours: oursResult, bare: bareResult } = await compare(
          { ours: ours.port, bare: bare.port },
          benchCase.path,
        );
        const ratio = oursResult.requestsPerSecond / bareResult.requestsPerSecond;
        if (ratio < TARGET_RATIO) belowTarget = true;
        recordFigure({
          bench: 'projects',
          what: `${benchCase.name}, API vs bare handler (same SQL)`,
          measured: `${oursResult.requestsPerSecond.toFixed(0)} vs ${bareResult.requestsPerSecond.toFixed(0)} req/s (${(ratio * 100).toFixed(0)}%), p99 ${oursResult.p99Ms} ms`,
          target: `at least ${TARGET_RATIO * 100}% of the bare handler`,
          met: ratio >= TARGET_RATIO,
        });
        console.info(
          `${benchCase.name.padEnd(32)}${pad(oursResult.requestsPerSecond.toFixed(0), 12)}${pad(bareResult.requestsPerSecond.toFixed(0), 12)}${pad(`${(ratio * 100).toFixed(0)}%`, 8)}${pad(`${oursResult.p99Ms} ms`, 10)}${pad(`${bareResult.p99Ms} ms`, 10)}`,
        );
      }
      console.info(
        `\nTarget: ours at least ${TARGET_RATIO * 100}% of the bare handler's requests/s: ${belowTarget ? 'MISSED' : 'met'}.`,
      );
      if (belowTarget) process.exitCode = 1;
    },
  );
}

await main();
