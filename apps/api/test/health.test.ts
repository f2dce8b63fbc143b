import http from 'node:http';
import net from 'node:net';
import { ERROR_CODES, HEALTH_MESSAGES } from '@coinvest/contract';
import { createKysely } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DATABASE_CHECK_TIMEOUT_MS } from '../src/features/health/health.router';
import { startTestApi, type TestApi } from './helpers';
import { until } from './wait';

// GET /api/health/live and /api/health/ready, over HTTP on real databases: the test's own, one
// that lost a migration, one that refuses connections and one that never answers.

let api: TestApi;
beforeAll(async () => {
  // A limit of 2 calls: a probe route that took the account routes' limit would fail below.
  api = await startTestApi({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
});
afterAll(() => api.close());

const get = (baseUrl: string, path: string) => fetch(`${baseUrl}${path}`);

/** The app on a database that is not the test's (the live notifications still use the test's). */
async function startApiOn(databaseUrl: string) {
  const db = createKysely(databaseUrl, 2);
  const app: FastifyInstance = await buildApp({ config: api.config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return { app, db, baseUrl: `http://127.0.0.1:${address.port}` };
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
}

describe('GET /api/health/live', () => {
  it('answers 200 { status: ok }', async () => {
    const response = await api.client.health.live();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 on a migrated database', async () => {
    const response = await api.client.health.ready();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  });

  it('is not rate limited: probes call it every few seconds from one address', async () => {
    for (let call = 0; call < 10; call += 1) {
      const [live, ready] = await Promise.all([
        get(api.baseUrl, '/api/health/live'),
        get(api.baseUrl, '/api/health/ready'),
      ]);
      expect([live.status, ready.status]).toEqual([200, 200]);
      expect(ready.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });

  it('answers 503 naming the migration the database lacks, and 200 once it is applied', async () => {
    const own = await startTestApi();
    try {
      const last = await own.db
        .withoutPlugins()
        .selectFrom('kysely_migration' as never)
        .select(sql<string>`name`.as('name'))
        .orderBy(sql`name`, 'desc')
        .executeTakeFirstOrThrow();
      const { rows } = await sql<{ name: string; timestamp: string }>`
        delete from kysely_migration where name = ${last.name} returning name, timestamp`.execute(
        own.db.withoutPlugins(),
      );
      expect(rows).toHaveLength(1);

      const response = await own.client.health.ready();
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        message: `${HEALTH_MESSAGES.migrationsPending}: ${last.name}`,
        errorCode: ERROR_CODES.serviceUnavailable,
      });
      // The process is alive all the same: an orchestrator must not restart it for this.
      expect((await own.client.health.live()).status).toBe(200);

      await sql`insert into kysely_migration (name, timestamp)
        values (${rows[0]?.name}, ${rows[0]?.timestamp})`.execute(own.db.withoutPlugins());
      expect((await own.client.health.ready()).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('answers 503 when the database refuses connections, while live still answers 200', async () => {
    const probe = net.createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const down = await startApiOn(`postgres://coinvest@127.0.0.1:${port}/coinvest`);
    try {
      const ready = await get(down.baseUrl, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        message: HEALTH_MESSAGES.databaseUnavailable,
        errorCode: ERROR_CODES.serviceUnavailable,
      });
      const live = await get(down.baseUrl, '/api/health/live');
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
    } finally {
      await down.app.close();
      await down.db.destroy();
    }
  });

  it('answers 503 within its bound when the database accepts connections but never answers', async () => {
    const silent = new Set<net.Socket>();
    const server = net.createServer((socket) => silent.add(socket));
    const port = await listen(server);
    const hung = await startApiOn(`postgres://coinvest@127.0.0.1:${port}/coinvest`);
    try {
      const started = Date.now();
      const ready = await get(hung.baseUrl, '/api/health/ready');
      const elapsed = Date.now() - started;
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        message: HEALTH_MESSAGES.databaseUnavailable,
        errorCode: ERROR_CODES.serviceUnavailable,
      });
      expect(silent.size).toBeGreaterThan(0);
      expect(elapsed).toBeGreaterThanOrEqual(DATABASE_CHECK_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(DATABASE_CHECK_TIMEOUT_MS + 2_000);
      expect((await get(hung.baseUrl, '/api/health/live')).status).toBe(200);
    } finally {
      await hung.app.close();
      // The pool's connection attempts end when the silent server hangs up.
      for (const socket of silent) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      await hung.db.destroy();
    }
  });

  it('answers 503 to a check still running when the API starts shutting down', async () => {
    const own = await startTestApi();
    const locker = new pg.Client({ connectionString: own.config.database.url });
    await locker.connect();
    try {
      // The check's query waits behind this lock, so it is in flight when close() starts.
      await locker.query('begin');
      await locker.query('lock table kysely_migration in access exclusive mode');
      // Connection: close, or the connection would stay open after the answer and hold close()
      // for the keep-alive timeout (server.ts reaps such connections; this app has no server.ts).
      const answer = getOnce(`${own.baseUrl}/api/health/ready`);
      await until(async () => {
        // Not on the locker: a transaction sees one snapshot of pg_stat_activity.
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'
            and query like '%kysely_migration%'`.execute(own.db);
        return (rows[0]?.waiting ?? 0) > 0;
      });

      const closed = own.app.close();
      // The server stops listening right after the preClose hooks ran.
      await until(() => Promise.resolve(!own.app.server.listening));
      await locker.query('commit');

      const response = await answer;
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        message: HEALTH_MESSAGES.shuttingDown,
        errorCode: ERROR_CODES.serviceUnavailable,
      });
      await closed;
    } finally {
      await locker.end();
      await own.close();
    }
  });
});

/** One GET on a connection of its own that closes after the answer (Connection: close). */
function getOnce(url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
        );
      })
      .on('error', reject);
  });
}
