import { createAdmin } from '@coinvest/db/testing';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadBenchData } from './bench-data';
import { startServer, withBenchDatabase } from './harness';

// The admin site's lists at the issue's scale: 500 projects of 10 units (5,000 units), plus
// one project holding 5,000 units on its own, the worst case of the Units tab. Each case is a
// page the admin site asks for (12 cards, as both tabs show): the first, the last, a search.
// The real API (production build of the app in its own process) answers; autocannon drives
// it from here and the run fails when a case's p99 passes P99_TARGET_MS.

const PROJECTS = 500;
const UNITS_PER_PROJECT = 10;
const UNITS_OF_THE_LARGE_PROJECT = 5_000;
const PAGE_SIZE = 12;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 10;
const P99_TARGET_MS = Number(process.env.BENCH_P99_TARGET_MS ?? 250);

interface Result {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function drive(port: number, token: string, path: string, seconds: number): Promise<Result> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${path}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

async function main() {
  await withBenchDatabase(
    'Starting PostgreSQL and loading the data...',
    async ({ database, track }) => {
      const { db } = database;
      await loadBenchData(db, { projects: PROJECTS, unitsPerProject: UNITS_PER_PROJECT });
      const [largeProject] = await loadBenchData(db, {
        projects: 1,
        unitsPerProject: UNITS_OF_THE_LARGE_PROJECT,
      });
      await sql`analyze`.execute(db);
      const admin = await createAdmin(db);

      const server = await startServer('./app-server.ts', database.url);
      track(server);
      const signIn = await fetch(`http://127.0.0.1:${server.port}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.plainPassword }),
      });
      if (signIn.status !== 200) throw new Error(`Admin sign-in failed: ${signIn.status}`);
      const { token } = (await signIn.json()) as { token: string };

      const lastProjectPage = Math.ceil((PROJECTS + 1) / PAGE_SIZE);
      const lastUnitPage = Math.ceil(UNITS_OF_THE_LARGE_PROJECT / PAGE_SIZE);
      const units = `/api/secure-admin/projects/${largeProject}/units`;
      const cases = [
        ['projects, first page', `/api/secure-admin/projects?page=1&pageSize=${PAGE_SIZE}`],
        [
          'projects, last page',
          `/api/secure-admin/projects?page=${lastProjectPage}&pageSize=${PAGE_SIZE}`,
        ],
        ['projects, search', `/api/secure-admin/projects?q=residences%20250&pageSize=${PAGE_SIZE}`],
        ['units of 5,000, first page', `${units}?page=1&pageSize=${PAGE_SIZE}`],
        ['units of 5,000, last page', `${units}?page=${lastUnitPage}&pageSize=${PAGE_SIZE}`],
        ['units of 5,000, search', `${units}?q=U-4999&pageSize=${PAGE_SIZE}`],
      ] as const;

      console.info(
        `${PROJECTS + 1} projects, ${PROJECTS * UNITS_PER_PROJECT + UNITS_OF_THE_LARGE_PROJECT} units; ` +
          `${CONNECTIONS} connections, ${DURATION_SECONDS} s per case after a 1 s warm-up.\n`,
      );
      console.info(
        `${'case'.padEnd(30)}${'req/s'.padStart(8)}${'p50'.padStart(9)}${'p99'.padStart(9)}`,
      );
      let missed = false;
      for (const [name, path] of cases) {
        await drive(server.port, token, path, 1);
        const result = await drive(server.port, token, path, DURATION_SECONDS);
        if (result.p99Ms > P99_TARGET_MS) missed = true;
        console.info(
          `${name.padEnd(30)}${result.requestsPerSecond.toFixed(0).padStart(8)}${`${result.p50Ms} ms`.padStart(9)}${`${result.p99Ms} ms`.padStart(9)}`,
        );
      }
      console.info(`\nTarget: every p99 under ${P99_TARGET_MS} ms: ${missed ? 'MISSED' : 'met'}.`);
      if (missed) process.exitCode = 1;
    },
  );
}

await main();
