import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '@coinvest/db';
import { createProject } from '@coinvest/db/testing';
import { PRODUCTION_NODE_FLAGS, PROFILE_NODE_FLAGS, stopChild, withBenchDatabase } from './harness';
import type { ClientReport, ClientRequest } from './socket-clients';
import { recordFigure } from './report';

// N signed-in sockets (BENCH_SOCKETS, default 20,000) spread over API processes on one database
// (BENCH_INSTANCES, default 2), all following one project, held by client processes
// (BENCH_CLIENT_PROCESSES, default 4; socket-clients.ts); the admin posts an update to the first
// API process and we time until every socket has its notification (target under 1 s), and the
// API processes' memory per socket. BENCH_PROFILE_DIR=<folder>: each API process writes a V8 CPU
// profile there when it stops. Everything started is stopped.

/**
 * Each client process holds its share: one process may open 20,000 files here (ulimit -n),
 * and one process reading every notification would itself be what the bench times.
 */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 20_000);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 4);
const KB_TARGET = 20;
/** Sockets authenticating at once, over all client processes: more would outwait the 5 s limit. */
const OPEN_BATCH = 250;
const TARGET_MS = 1000;
const WAIT_MS = 30_000;
const JWT_SECRET = randomBytes(32).toString('hex');

interface Memory {
  rss: number;
  heapUsed: number;
  sockets: number;
}

class ApiProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static start(databaseUrl: string): Promise<ApiProcess> {
    const child = fork(new URL('./socket-server.ts', import.meta.url), {
      execArgv: ['--import', 'tsx', ...PRODUCTION_NODE_FLAGS, '--expose-gc', ...PROFILE_NODE_FLAGS],
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_JWT_SECRET: JWT_SECRET },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('message', (message: { port: number }) =>
        resolve(new ApiProcess(child, message.port)),
      );
      child.once('exit', (code) => reject(new Error(`socket-server exited with code ${code}`)));
    });
  }

  private ask<T>(request: unknown, answerType: string): Promise<T> {
    return new Promise((resolve) => {
      const listen = (message: { type: string }) => {
        if (message.type !== answerType) return;
        this.child.off('message', listen);
        resolve(message as T);
      };
      this.child.on('message', listen);
      this.child.send(request as object);
    });
  }

  async sign(sessions: { userId: number; sessionId: string }[]): Promise<string[]> {
    return (await this.ask<{ tokens: string[] }>({ type: 'sign', sessions }, 'tokens')).tokens;
  }

  memory(): Promise<Memory> {
    return this.ask<Memory>({ type: 'memory' }, 'memory');
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}

/** A process of socket-clients.ts holding its share of the followers. */
class ClientProcess {
  /** Each follower's arrival time (performance.timeOrigin + performance.now()). */
  readonly notified: Promise<number[]>;
  private readonly failed: Promise<never>;

  constructor(private readonly child: ChildProcess = ClientProcess.fork()) {
    this.failed = new Promise((_, reject) => {
      child.on('message', (report: ClientReport) => {
        if (report.type === 'error') reject(new Error(`A client process: ${report.message}`));
      });
      child.once('exit', (code) => reject(new Error(`A client process exited with ${code}`)));
    });
    this.failed.catch(() => undefined);
    this.notified = Promise.race([this.next('notified'), this.failed]).then(
      (report) => report.arrivals,
    );
    this.notified.catch(() => undefined);
  }

  private static fork(): ChildProcess {
    return fork(new URL('./socket-clients.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  private next<T extends ClientReport['type']>(
    type: T,
  ): Promise<Extract<ClientReport, { type: T }>> {
    return new Promise((resolve) => {
      const listen = (report: ClientReport) => {
        if (report.type !== type) return;
        this.child.off('message', listen);
        resolve(report as Extract<ClientReport, { type: T }>);
      };
      this.child.on('message', listen);
    });
  }

  private send(request: ClientRequest): void {
    this.child.send(request);
  }

  async open(tokens: string[], ports: number[], firstIndex: number): Promise<number> {
    const opened = this.next('opened');
    this.send({
      type: 'open',
      tokens,
      ports,
      firstIndex,
      batch: Math.ceil(OPEN_BATCH / CLIENT_PROCESSES),
    });
    return (await Promise.race([opened, this.failed])).sockets;
  }

  stop(): Promise<void> {
    return stopChild(this.child, () => {
      if (this.child.connected) this.send({ type: 'stop' });
      else this.child.kill('SIGTERM');
    });
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  await withBenchDatabase(
    `Starting PostgreSQL and ${SOCKETS} followers of one project...`,
    async ({ database, track }) => {
      const { db } = database;

      const password = await hashPassword('bench-password-never-used');
      const project = await createProject(db, { title: 'Bench Heights' });
      const users: { id: number }[] = [];
      for (let start = 0; start < SOCKETS + 1; start += 2000) {
        const count = Math.min(2000, SOCKETS + 1 - start);
        users.push(
          ...(await db
            .insertInto('users')
            .values(
              Array.from({ length: count }, (_, index) => ({
                username: `bench_${start + index}`,
                email: `bench_${start + index}@example.com`,
                firstName: 'Bench',
                lastName: 'User',
                password,
                role: start + index === 0 ? ('admin' as const) : ('user' as const),
              })),
            )
            .returning('id')
            .execute()),
        );
      }
      const sessions = users.map((user, index) => ({
        id: randomUUID(),
        userId: user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
        // The admin (the first user) posts the update: production requires its second factor.
        secondFactorVerified: index === 0,
      }));
      for (let start = 0; start < sessions.length; start += 5000) {
        await db
          .insertInto('sessions')
          .values(sessions.slice(start, start + 5000))
          .execute();
      }
      const investorIds = users.slice(1).map((user) => user.id);
      for (let start = 0; start < investorIds.length; start += 5000) {
        await db
          .insertInto('projectInterests')
          .values(
            investorIds
              .slice(start, start + 5000)
              .map((userId) => ({ userId, projectId: project.id, interestAmount: '25000' })),
          )
          .execute();
      }

      const apis = await Promise.all(
        Array.from({ length: INSTANCES }, () => ApiProcess.start(database.url)),
      );
      apis.forEach(track);
      const [api] = apis as [ApiProcess, ...ApiProcess[]];
      // One secret: a token any process signed opens a socket on any of them.
      const tokens = await api.sign(
        sessions.map((session) => ({ userId: session.userId, sessionId: session.id })),
      );
      const [adminToken, ...investorTokens] = tokens;
      const memory = async (): Promise<Memory> => {
        const each = await Promise.all(apis.map((instance) => instance.memory()));
        return each.reduce((sum, one) => ({
          rss: sum.rss + one.rss,
          heapUsed: sum.heapUsed + one.heapUsed,
          sockets: sum.sockets + one.sockets,
        }));
      };
      const before = await memory();

      const clients = Array.from({ length: CLIENT_PROCESSES }, () => new ClientProcess());
      clients.forEach(track);
      const ports = apis.map((instance) => instance.port);
      const share = Math.ceil(investorTokens.length / CLIENT_PROCESSES);
      const openStarted = performance.now();
      const opened = await Promise.all(
        clients.map((client, index) =>
          client.open(
            investorTokens.slice(index * share, (index + 1) * share),
            ports,
            index * share,
          ),
        ),
      );
      if (opened.reduce((sum, count) => sum + count, 0) !== SOCKETS) {
        throw new Error(`Opened ${opened.join(' + ')} sockets, not ${SOCKETS}`);
      }
      const openMs = performance.now() - openStarted;
      const after = await memory();
      console.info(
        `${after.sockets} sockets authenticated in ${(openMs / 1000).toFixed(1)} s; ${INSTANCES} API processes ` +
          `${megabytes(before.rss)} -> ${megabytes(after.rss)} RSS, ` +
          `${((after.rss - before.rss) / SOCKETS / 1024).toFixed(1)} KB RSS and ` +
          `${((after.heapUsed - before.heapUsed) / SOCKETS / 1024).toFixed(1)} KB heap per socket`,
      );

      // On the clock the client processes share (performance.timeOrigin + performance.now()).
      const postedAt = performance.timeOrigin + performance.now();
      const response = await fetch(
        `http://127.0.0.1:${api.port}/api/projects/${project.id}/updates`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'Roof completed',
            description: 'Every follower hears of it.',
            progressPercentage: 80,
            updateType: 'milestone',
          }),
        },
      );
      if (response.status !== 201) throw new Error(`The update was refused: ${response.status}`);
      const committedAt = performance.timeOrigin + performance.now();

      let timer: NodeJS.Timeout | undefined;
      const arrivals = (
        await Promise.race([
          Promise.all(clients.map((client) => client.notified)),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`Some sockets had no notification after ${WAIT_MS} ms`)),
              WAIT_MS,
            );
          }),
        ]).finally(() => clearTimeout(timer))
      )
        .flat()
        .map((arrivedAt) => arrivedAt - postedAt)
        .sort((a, b) => a - b);
      // The last client's report reached us after its last arrival, by one IPC message.
      const reportedAt = performance.timeOrigin + performance.now();
      const last = arrivals[arrivals.length - 1] ?? 0;
      const median = arrivals[Math.floor(arrivals.length / 2)] ?? 0;
      console.info(
        `Project update -> all ${SOCKETS} sockets: ${last.toFixed(0)} ms from the POST ` +
          `(${(committedAt - postedAt).toFixed(0)} ms to write ${SOCKETS} notifications and commit; ` +
          `median arrival ${median.toFixed(0)} ms; every client process had reported by ` +
          `${(reportedAt - postedAt).toFixed(0)} ms)`,
      );
      const kilobytesEach = (after.rss - before.rss) / SOCKETS / 1024;
      const met =
        SOCKETS >= 20_000 && INSTANCES >= 2 && last < TARGET_MS && kilobytesEach <= KB_TARGET;
      recordFigure({
        bench: 'sockets',
        what: 'a project update reaching every follower',
        measured: `${SOCKETS} sockets over ${INSTANCES} API processes: ${last.toFixed(0)} ms, ${kilobytesEach.toFixed(1)} KB RSS each`,
        target: `20,000 sockets over two instances on one database: under ${TARGET_MS} ms, at most ${KB_TARGET} KB each`,
        met,
      });
      console.info(
        met
          ? `PASS: 20,000 sockets or more over two instances or more, under ${TARGET_MS} ms, at most ${KB_TARGET} KB each`
          : `Target NOT met: 20,000 sockets or more over two instances or more, under ${TARGET_MS} ms, at most ${KB_TARGET} KB each`,
      );
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
