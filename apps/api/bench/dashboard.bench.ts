import { createUser } from '@coinvest/db/testing';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadBenchData } from './bench-data';
import { startServer, withBenchDatabase } from './harness';
import { recordFigure } from './report';

// The investor dashboard of someone with 500 investments, among 50 other investors of 500
// each (25,500 investments on 2,000 units, a tenth of them sold and paid out), so the user's
// rows must be found, not scanned. The real API (production build of the app in its own
// process) answers; autocannon drives it from here. The run fails when the summary's p99
// passes P99_TARGET_MS; the other sections are printed beside it.

const PROJECTS = 100;
const UNITS_PER_PROJECT = 20;
const INVESTMENTS_EACH = 500;
const OTHER_INVESTORS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
/** One investor asks one section at a time, as the page does. */
const CONNECTIONS = 1;
const P99_TARGET_MS = Number(process.env.BENCH_P99_TARGET_MS ?? 50);

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
      const investor = await createUser(db);
      const others = await Promise.all(
        Array.from({ length: OTHER_INVESTORS }, () => createUser(db)),
      );
      const userIds = [investor.id, ...others.map((user) => user.id)];
      // Each investor's 500 spread over the units; every fifth awaits payment, at a cedi rate
      // of its own day, over the past two years.
      await sql`
        insert into investments (user_id, project_id, unit_id, amount, ownership_percentage,
          current_value, status, payment_reference, payment_deadline, usd_to_ghs_rate, created_at)
        select u.user_id, all_units.project_ids[slot], all_units.ids[slot], 1000 + (n % 50) * 10,
          1, 1000 + (n % 50) * 10,
          case when n % 5 = 0 then 'pending_payment' else 'confirmed' end,
          'INV-' || lpad(to_hex(u.user_id * 100000 + n), 12, '0'),
          now() + interval '7 days', 11 + (n % 30) / 10.0,
          now() - (n % 730) * interval '1 day'
        from unnest(${sql.val(userIds)}::int[]) as u(user_id)
        cross join generate_series(1, ${INVESTMENTS_EACH}) as n
        cross join (select array_agg(id order by id) as ids,
          array_agg(project_id order by id) as project_ids from units) all_units
        cross join lateral (select 1 + (u.user_id + n * 7) % ${PROJECTS * UNITS_PER_PROJECT} as slot) pick`.execute(
        db,
      );
      await sql`update units set sold_at = now(), status = 'sold', sold_price = price,
        profit_generated = 0 where id % 10 = 0`.execute(db);
      await sql`update investments set profit_share = amount / 10, current_value = amount * 1.1
        from units where units.id = investments.unit_id and units.sold_at is not null
          and investments.status = 'confirmed'`.execute(db);
      await sql`analyze`.execute(db);

      const server = await startServer('./app-server.ts', database.url);
      track(server);
      const signIn = await fetch(`http://127.0.0.1:${server.port}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: investor.email, password: investor.plainPassword }),
      });
      if (signIn.status !== 200) throw new Error(`Sign-in failed: ${signIn.status}`);
      const { token } = (await signIn.json()) as { token: string };

      // The portfolio comes a page at a time: its first page, and its last (found by following
      // nextCursor), which keyset pages make cost what the first does.
      let lastPageCursor = '';
      for (let cursor: string | null = ''; cursor !== null;) {
        const page = await fetch(
          `http://127.0.0.1:${server.port}/api/dashboard/investments?cursor=${cursor}`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        if (page.status !== 200) throw new Error(`Portfolio page failed: ${page.status}`);
        const { nextCursor } = (await page.json()) as { nextCursor: string | null };
        if (nextCursor !== null) lastPageCursor = nextCursor;
        cursor = nextCursor;
      }

      const cases = [
        ['summary', '/api/dashboard/summary', true],
        ['charts', '/api/dashboard/charts', false],
        ['activity', '/api/dashboard/activity', false],
        ['investments, first page', '/api/dashboard/investments', false],
        ['investments, last page', `/api/dashboard/investments?cursor=${lastPageCursor}`, false],
      ] as const;

      console.info(
        `${userIds.length * INVESTMENTS_EACH} investments, ${INVESTMENTS_EACH} of them the investor's; ` +
          `${CONNECTIONS} connections, ${DURATION_SECONDS} s per case after a 1 s warm-up.\n`,
      );
      console.info(
        `${'case'.padEnd(24)}${'req/s'.padStart(8)}${'p50'.padStart(9)}${'p99'.padStart(9)}`,
      );
      let missed = false;
      for (const [name, path, held] of cases) {
        await drive(server.port, token, path, 1);
        const result = await drive(server.port, token, path, DURATION_SECONDS);
        if (held && result.p99Ms > P99_TARGET_MS) missed = true;
        if (held) {
          recordFigure({
            bench: 'dashboard',
            what: `GET /api/dashboard/summary, an investor with ${INVESTMENTS_EACH} investments`,
            measured: `${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms`,
            target: `p99 under ${P99_TARGET_MS} ms`,
            met: result.p99Ms <= P99_TARGET_MS,
          });
        }
        console.info(
          `${name.padEnd(24)}${result.requestsPerSecond.toFixed(0).padStart(8)}${`${result.p50Ms} ms`.padStart(9)}${`${result.p99Ms} ms`.padStart(9)}`,
        );
      }
      console.info(
        `\nTarget: the summary's p99 under ${P99_TARGET_MS} ms: ${missed ? 'MISSED' : 'met'}.`,
      );
      if (missed) process.exitCode = 1;
    },
  );
}

await main();
