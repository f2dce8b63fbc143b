import net from 'node:net';
import { createApiClient } from '@coinvest/contract/client';
import { createUser } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerDatabase,
  killServersLeft,
  SERVER_PROCESS_TEST_TIMEOUT_MS,
  startServer,
  type ServerDatabase,
} from './server-process';
import { authenticatedSocket, openSocket } from './socket-client';
import { until, WAIT_BUDGET_MS } from './wait';

// The real server process on a test database, stopped with a signal while a request is in
// flight and sockets are open.

const GOING_AWAY = 1001;

let t: ServerDatabase;
beforeAll(async () => {
  t = await createServerDatabase();
});
afterAll(() => t.destroy());
afterEach(killServersLeft);

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A request over a raw connection whose body is sent in two parts: `continued` resolves when
 * the server answered 100 Continue, i.e. it has read the headers and routed the request, which
 * is then in flight until finish() sends the rest (and any pipelined requests after it).
 */
function slowRequest(port: number, method: string, urlPath: string, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  const responses: RawResponse[] = [];
  const waiters = new Set<() => void>();
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end === -1) break;
      const [statusLine = '', ...headerLines] = buffer.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) break;
      responses.push({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: buffer.slice(end + 4, end + 4 + length),
      });
      buffer = buffer.slice(end + 4 + length);
    }
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  const waitFor = (count: number) =>
    new Promise<RawResponse[]>((resolve, reject) => {
      const check = () => {
        if (responses.length < count) return;
        waiters.delete(check);
        resolve(responses.slice(0, count));
      };
      waiters.add(check);
      void closed.then(() => {
        check();
        reject(new Error(`The connection closed after ${responses.length} answers: ${buffer}`));
      });
      check();
    });

  const half = Math.floor(body.length / 2);
  socket.write(
    `${method} ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Expect: 100-continue\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    continued: waitFor(1).then(([first]) => {
      if (first?.status !== 100) throw new Error(`Expected 100 Continue, got ${first?.status}`);
    }),
    finish: (pipelined = '') => socket.write(body.slice(half) + pipelined),
    /** The answers after 100 Continue. */
    answers: (count: number) => waitFor(count + 1).then((all) => all.slice(1)),
    closed,
    destroy: () => socket.destroy(),
  };
}

/** A WebSocket client that never answers the server's close frame (a vanished peer). */
async function mutePeerSocket(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  await new Promise<void>((resolve, reject) => {
    socket.once('data', (chunk) => {
      if (chunk.toString('latin1').startsWith('HTTP/1.1 101')) resolve();
      else reject(new Error(`No upgrade: ${chunk.toString('latin1')}`));
    });
    socket.write(
      `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\n` +
        'Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
        'Sec-WebSocket-Version: 13\r\n\r\n',
    );
  });
  return { closed };
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

// A twelfth of a $120,000 unit sold at $150,000: $10,000 back and a twelfth of the $30,000 profit.
const CALCULATION = JSON.stringify({ amount: 10000, unitPrice: 120000, soldPrice: 150000 });

describe('shutdown on SIGTERM', { timeout: SERVER_PROCESS_TEST_TIMEOUT_MS }, () => {
  it('finishes the request in flight, closes sockets with 1001, refuses readiness, and exits 0', async () => {
    // Far from the time this takes on a loaded machine, and below ws's 30 s close time-out.
    const shutdownTimeoutMs = 20_000;
    const server = await startServer(t, { SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) });
    const user = await createUser(t.db);
    const signIn = await createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => null,
    }).auth.signIn({ body: { email: user.email, password: user.plainPassword } });
    if (signIn.status !== 200) throw new Error(`Sign-in failed: ${signIn.status}`);
    const signedInSocket = await authenticatedSocket(server.baseUrl, signIn.body.token);
    const anonymousSocket = await openSocket(server.baseUrl);
    const mutePeer = await mutePeerSocket(server.port);
    const inFlight = slowRequest(server.port, 'POST', '/api/calculate-investment', CALCULATION);
    // A keep-alive client that sends nothing more after its answer: the server hangs up.
    const keptAlive = slowRequest(server.port, 'POST', '/api/calculate-investment', CALCULATION);
    await Promise.all([inFlight.continued, keptAlive.continued]);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await signedInSocket.closed).toEqual({
      code: GOING_AWAY,
      reason: 'Server shutting down',
    });
    expect((await anonymousSocket.closed).code).toBe(GOING_AWAY);
    // More signals (pnpm passes a Ctrl+C on; an impatient operator) do not cut it short.
    server.child.kill('SIGINT');
    server.child.kill('SIGTERM');
    // New connections are refused (once the preClose hooks ran: until then Fastify answers 503)
    // while the requests in flight keep the process up.
    await until(() => refusesConnections(server.port));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();

    // The rest of the body, then a readiness check on the same connection (pipelined).
    inFlight.finish(`GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    keptAlive.finish();
    const [answer, readiness] = await inFlight.answers(2);
    expect(answer?.status).toBe(200);
    expect(JSON.parse(answer?.body ?? '')).toMatchObject({ totalValue: '12500.00' });
    expect(readiness?.status).toBe(503);
    const [keptAliveAnswer] = await keptAlive.answers(1);
    expect(keptAliveAnswer?.status).toBe(200);
    expect(keptAliveAnswer?.headers.connection).toBe('keep-alive');
    await Promise.all([inFlight.closed, keptAlive.closed]);

    const exit = await server.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(shutdownTimeoutMs);
    // The mute peer was dropped after its grace, not after ws's 30 s close timeout.
    expect((await mutePeer.closed) - signalledAt).toBeLessThan(shutdownTimeoutMs);
    expect(server.messages).toEqual(
      expect.arrayContaining([
        'SIGTERM received: closing the API, then the database...',
        'SIGINT received: already shutting down.',
        'SIGTERM received: already shutting down.',
        'Stopped.',
      ]),
    );
    expect(server.messages.join('\n')).not.toMatch(/Shutdown (did not finish|failed)/);
  });

  it('exits 1 with a log line when a request is still in flight after SHUTDOWN_TIMEOUT_MS', async () => {
    const shutdownTimeoutMs = 1_500;
    const server = await startServer(t, { SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) });
    // A request whose body never ends.
    const stuck = slowRequest(server.port, 'POST', '/api/calculate-investment', CALCULATION);
    await stuck.continued;

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    stuck.destroy();

    expect(exit).toMatchObject({ code: 1, signal: null });
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(shutdownTimeoutMs - 100);
    // It exits at the time-out, not whenever the stuck request would have ended.
    expect(exit.at - signalledAt).toBeLessThan(shutdownTimeoutMs + WAIT_BUDGET_MS);
    expect(server.messages).toContain(
      `Shutdown did not finish within ${shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting with code 1.`,
    );
    expect(server.messages).not.toContain('Stopped.');
  });

  it('answers every request of a steady load across SIGTERM with its answer or a 503, never a 500', async () => {
    const server = await startServer(t, { SHUTDOWN_TIMEOUT_MS: '20000' });
    const user = await createUser(t.db);
    const signIn = await createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => null,
    }).auth.signIn({ body: { email: user.email, password: user.plainPassword } });
    if (signIn.status !== 200) throw new Error(`Sign-in failed: ${signIn.status}`);
    const headers = { authorization: `Bearer ${signIn.body.token}` };
    // Requests that read the database (the session, the investor's dashboard, the projects).
    const paths = ['/api/dashboard/summary', '/api/projects', '/api/auth/user'];

    const total = 400;
    const workers = 8;
    let sent = 0;
    let signalled = false;
    const answers: { status: number; body: string; afterSignal: boolean }[] = [];
    const failures: { error: string; afterSignal: boolean }[] = [];
    const work = async () => {
      while (sent < total) {
        const path = paths[sent % paths.length] ?? '/api/projects';
        sent += 1;
        const afterSignal = signalled;
        try {
          const response = await fetch(`${server.baseUrl}${path}`, { headers });
          answers.push({ status: response.status, body: await response.text(), afterSignal });
        } catch (error) {
          // A connection refused once the server stopped listening, or hung up once idle.
          failures.push({ error: String((error as Error).cause ?? error), afterSignal });
        }
        if (answers.length === 60 && !signalled) {
          signalled = true;
          server.child.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: workers }, work));

    expect(signalled).toBe(true);
    const exit = await server.exited;
    expect(answers.filter((answer) => answer.status === 500)).toEqual([]);
    for (const answer of answers) {
      if (answer.status === 503) {
        expect(JSON.parse(answer.body)).toEqual({
          message: 'The service is restarting; try again.',
          errorCode: 'SERVICE_UNAVAILABLE',
        });
      } else {
        expect(answer.status).toBe(200);
      }
    }
    // Before the signal, every request was answered.
    expect(failures.filter((failure) => !failure.afterSignal)).toEqual([]);
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(server.messages.join('\n')).not.toMatch(/destroyed|Request failed/);
  });

  it('keeps the database open until a request whose client left has finished', async () => {
    const server = await startServer(t, { SHUTDOWN_TIMEOUT_MS: '20000' });
    const user = await createUser(t.db);
    const signIn = await createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => null,
    }).auth.signIn({ body: { email: user.email, password: user.plainPassword } });
    if (signIn.status !== 200) throw new Error(`Sign-in failed: ${signIn.status}`);

    // The sessions table locked: the request's session look-up waits in PostgreSQL.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const locking = t.db.transaction().execute(async (trx) => {
      await sql`lock table sessions in access exclusive mode`.execute(trx);
      await released;
    });
    const client = net.connect(server.port, '127.0.0.1');
    client.on('error', () => undefined);
    client.write(
      `GET /api/auth/user HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
        `Authorization: Bearer ${signIn.body.token}\r\n\r\n`,
    );
    await until(async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
      return (rows[0]?.waiting ?? 0) > 0;
    });
    // The client gives up: no connection is left to hold the server's close.
    client.destroy();

    server.child.kill('SIGTERM');
    await until(() => refusesConnections(server.port));
    release();
    await locking;

    const exit = await server.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(server.messages.join('\n')).not.toMatch(/destroyed|Request failed/);
  });
});
