import { randomUUID } from 'node:crypto';
import {
  createAdmin,
  createKycVerification,
  createProject,
  createUnit,
  createUser,
} from '@coinvest/db/testing';
import { WebSocket } from 'ws';
import { loadBenchData } from './bench-data';
import { startServer, withBenchDatabase } from './harness';
import { recordFigure } from './report';

// A mixed load against one API process (app-server.ts, the production build) on the bench's
// PostgreSQL for BENCH_SECONDS (default 60): visitors browse the catalogue, investors sign in,
// read their dashboard and notifications, send interests and reserve parts of units, while
// signed-in sockets receive the notifications those writes cause. Any network error, 5xx or
// answer other than the one the request expects is an error: the run fails unless there are
// none. Prints each kind's count, rate and latency.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
/** Enough that none reaches the per-user hourly limits of interests (20) and investments (30). */
const INVESTORS = 300;
/** Under the 60 new sockets a minute one address may open. */
const SOCKETS = 50;
const AMOUNT = '1000.00';
/** Room in each unit of the reservation project: the run never fills it, so 409 is an error. */
const UNIT_ROOM = 10_000;

interface Investor {
  userId: number;
  email: string;
  password: string;
  token: string;
  interests: number;
  investments: number;
}

interface Kind {
  weight: number;
  /** Sends one request; answers whether the reply was the expected one. */
  run: () => Promise<boolean>;
}

interface Tally {
  ok: number;
  errors: number;
  latencies: number[];
}

async function signIn(base: string, email: string, password: string): Promise<Response> {
  return fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

function openSocket(port: number, token: string, onNotification: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { type: string };
      if (message.type === 'auth_success') resolve(socket);
      else if (message.type === 'notification') onNotification();
    });
    socket.once('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function main() {
  await withBenchDatabase(
    `Starting PostgreSQL for ${SECONDS} s of mixed load...`,
    async ({ database, track }) => {
      const { db } = database;
      const catalogue = await loadBenchData(db, { projects: 100, unitsPerProject: 20 });
      const reservable = await createProject(db, { minInvestment: AMOUNT });
      const units = await Promise.all(
        Array.from({ length: 20 }, () =>
          createUnit(db, {
            projectId: reservable.id,
            price: `${UNIT_ROOM * Number(AMOUNT)}.00`,
            minInvestmentAmount: AMOUNT,
          }),
        ),
      );
      const admin = await createAdmin(db);
      const users = await Promise.all(
        Array.from({ length: INVESTORS }, async () => {
          const user = await createUser(db);
          await createKycVerification(db, { userId: user.id, status: 'approved' });
          return user;
        }),
      );

      const server = await startServer('./app-server.ts', database.url);
      track(server);
      const base = `http://127.0.0.1:${server.port}`;
      const investors: Investor[] = [];
      for (const user of users) {
        const response = await signIn(base, user.email, user.plainPassword);
        if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
        const { token } = (await response.json()) as { token: string };
        investors.push({
          userId: user.id,
          email: user.email,
          password: user.plainPassword,
          token,
          interests: 0,
          investments: 0,
        });
      }
      const adminAnswer = await signIn(base, admin.email, admin.plainPassword);
      const { token: adminToken } = (await adminAnswer.json()) as { token: string };

      let notified = 0;
      const sockets = [
        await openSocket(server.port, adminToken, () => notified++),
        ...(await Promise.all(
          investors
            .slice(0, SOCKETS - 1)
            .map((investor) => openSocket(server.port, investor.token, () => notified++)),
        )),
      ];
      track({
        stop: () => {
          sockets.forEach((socket) => socket.terminate());
          return Promise.resolve();
        },
      });

      let next = 0;
      const anyInvestor = () => investors[next++ % investors.length] as Investor;
      /** The next investor still under `field`'s hourly limit, or none when all reached it. */
      const investorUnder = (field: 'interests' | 'investments', limit: number) => {
        for (let tried = 0; tried < investors.length; tried++) {
          const investor = anyInvestor();
          if (investor[field] < limit) return investor;
        }
        return undefined;
      };
      const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
      const get = async (path: string, token?: string) => {
        const response = await fetch(`${base}${path}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        await response.arrayBuffer();
        return response.status === 200;
      };
      const post = async (path: string, token: string, body: unknown, headers = {}) => {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            ...headers,
          },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        return response.status;
      };

      const kinds: Record<string, Kind> = {
        'browse projects': { weight: 30, run: () => get('/api/projects') },
        'project detail': { weight: 20, run: () => get(`/api/projects/${pick(catalogue)}`) },
        'project units': { weight: 10, run: () => get(`/api/projects/${pick(catalogue)}/units`) },
        'sign in': {
          weight: 4,
          run: async () => {
            const investor = anyInvestor();
            const response = await signIn(base, investor.email, investor.password);
            await response.arrayBuffer();
            return response.status === 200;
          },
        },
        dashboard: {
          weight: 10,
          run: () => get('/api/dashboard/summary', anyInvestor().token),
        },
        notifications: {
          weight: 10,
          run: () => {
            const investor = anyInvestor();
            return get(`/api/notifications/${investor.userId}`, investor.token);
          },
        },
        interest: {
          weight: 6,
          run: async () => {
            const investor = investorUnder('interests', 20);
            if (!investor) return true;
            investor.interests++;
            const status = await post('/api/project-interests', investor.token, {
              userId: investor.userId,
              projectId: pick(catalogue),
              interestAmount: '25000',
              contactPreference: 'email',
              contactInfo: investor.email,
            });
            return status === 201;
          },
        },
        investment: {
          weight: 10,
          run: async () => {
            const investor = investorUnder('investments', 30);
            if (!investor) return true;
            investor.investments++;
            const status = await post(
              '/api/investments',
              investor.token,
              {
                userId: investor.userId,
                projectId: reservable.id,
                unitId: pick(units).id,
                amount: AMOUNT,
                satisfactionConfirmed: true,
              },
              { 'idempotency-key': randomUUID() },
            );
            return status === 201;
          },
        },
      };
      const tallies = new Map<string, Tally>(
        Object.keys(kinds).map((name) => [name, { ok: 0, errors: 0, latencies: [] }]),
      );
      const weighted = Object.entries(kinds).flatMap(([name, kind]) =>
        Array.from({ length: kind.weight }, () => name),
      );

      console.info(
        `${CLIENTS} clients for ${SECONDS} s; ${INVESTORS} investors, ${SOCKETS} sockets, ` +
          `${catalogue.length} projects of 20 units.`,
      );
      const started = performance.now();
      const deadline = started + SECONDS * 1000;
      const client = async () => {
        while (performance.now() < deadline) {
          const name = pick(weighted);
          const kind = kinds[name] as Kind;
          const tally = tallies.get(name) as Tally;
          const sent = performance.now();
          const ok = await kind.run().catch(() => false);
          tally.latencies.push(performance.now() - sent);
          if (ok) tally.ok++;
          else tally.errors++;
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, client));
      const seconds = (performance.now() - started) / 1000;
      // The notifications of the last writes are on their way.
      await new Promise((resolve) => setTimeout(resolve, 1000));

      console.info(
        `\n${'kind'.padEnd(18)}${'requests'.padStart(10)}${'errors'.padStart(8)}` +
          `${'req/s'.padStart(8)}${'p50'.padStart(9)}${'p99'.padStart(9)}`,
      );
      let total = 0;
      let errors = 0;
      for (const [name, tally] of tallies) {
        const sorted = tally.latencies.sort((a, b) => a - b);
        const count = tally.ok + tally.errors;
        total += count;
        errors += tally.errors;
        console.info(
          `${name.padEnd(18)}${String(count).padStart(10)}${String(tally.errors).padStart(8)}` +
            `${(count / seconds).toFixed(0).padStart(8)}` +
            `${`${percentile(sorted, 50).toFixed(0)} ms`.padStart(9)}` +
            `${`${percentile(sorted, 99).toFixed(0)} ms`.padStart(9)}`,
        );
      }
      console.info(
        `${'all'.padEnd(18)}${String(total).padStart(10)}${String(errors).padStart(8)}` +
          `${(total / seconds).toFixed(0).padStart(8)}`,
      );
      console.info(`Notifications received over ${sockets.length} sockets: ${notified}`);
      console.info(errors === 0 ? 'PASS: no errors' : `FAIL: ${errors} errors`);
      recordFigure({
        bench: 'mixed-load',
        what: `${SECONDS} s of browsing, sign-ins, interests, investments and sockets, ${CLIENTS} clients`,
        measured: `${total} requests (${(total / seconds).toFixed(0)}/s), ${errors} errors; ${notified} notifications over ${sockets.length} sockets`,
        target: 'zero errors',
        met: errors === 0,
      });
      if (errors > 0) process.exitCode = 1;
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
