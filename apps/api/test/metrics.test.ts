import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';
import { openSocket } from './socket-client';
import { until } from './wait';

// GET /metrics over HTTP: hidden behind METRICS_TOKEN, and what a Prometheus scrape reads.

const TOKEN = 'scrape-token-for-the-metrics-test';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => api.close());

const scrape = (baseUrl: string, authorization?: string) =>
  fetch(`${baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });

async function metricsText(): Promise<string> {
  const response = await scrape(api.baseUrl, `Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of the sample `name{labels}`, or undefined when the scrape has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => own.get(key) === value))
      return Number(match[3]);
  }
  return undefined;
}

async function sampleOnceAt(name: string, labels: Record<string, string>, value: number) {
  await until(async () => sample(await metricsText(), name, labels) === value);
}

describe('GET /metrics', () => {
  it('answers the 404 of an unknown path without the token or with a wrong one', async () => {
    const unknown = await fetch(`${api.baseUrl}/no-such-path`);
    const unknownBody: unknown = await unknown.json();
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
    ]) {
      const response = await scrape(api.baseUrl, authorization);
      expect(response.status, authorization).toBe(404);
      expect(await response.json(), authorization).toEqual(unknownBody);
    }
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const plain = await startTestApi();
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
        expect((await scrape(plain.baseUrl, authorization)).status).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });

  it('counts requests and their latency by route pattern and status class, never by raw URL', async () => {
    for (let call = 0; call < 2; call += 1) {
      expect((await fetch(`${api.baseUrl}/api/health/live`)).status).toBe(200);
    }
    expect((await fetch(`${api.baseUrl}/api/projects/424242`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/no-such-route-31337`)).status).toBe(404);

    const live = { method: 'GET', route: '/api/health/live', status_class: '2xx' };
    await sampleOnceAt('http_requests_total', live, 2);
    const text = await metricsText();
    expect(sample(text, 'http_request_duration_seconds_count', live)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...live, le: '+Inf' })).toBe(2);
    expect(
      sample(text, 'http_requests_total', {
        method: 'GET',
        route: '/api/projects/:id',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(
      sample(text, 'http_requests_total', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('424242');
    expect(text).not.toContain('31337');
  });

  it('reports the job queue: jobs due, running and failed for good', async () => {
    const count = (text: string, state: string) => sample(text, 'job_queue_jobs', { state });
    // The app's own jobs (its start-up drains) done, so the counts below are the test's.
    await api.app.jobs.settled();
    const before = await metricsText();
    for (const state of ['due', 'running', 'failed']) {
      expect(count(before, state), state).toEqual(expect.any(Number));
    }
    // Tasks no worker knows, so nothing runs them: one waiting, one that used its only attempt.
    await sql`select graphile_worker.add_job('metrics-test-waiting', '{}'::json)`.execute(api.db);
    const { rows } = await sql<{ id: string }>`
      select id from graphile_worker.add_job('metrics-test-failed', '{}'::json, max_attempts => 1)`.execute(
      api.db,
    );
    await sql`
      update graphile_worker._private_jobs
      set attempts = 1, last_error = 'The mail server refused the message'
      where id = ${rows[0]!.id}`.execute(api.db);

    await until(async () => {
      const after = await metricsText();
      return (
        count(after, 'due') === count(before, 'due')! + 1 &&
        count(after, 'failed') === count(before, 'failed')! + 1
      );
    });
  });

  it('reports the database pool and the open sockets', async () => {
    const text = await metricsText();
    expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections', { state: 'idle' })).toEqual(expect.any(Number));
    expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
    expect(sample(text, 'websocket_open_connections')).toBe(0);

    const socket = await openSocket(api.baseUrl);
    try {
      await sampleOnceAt('websocket_open_connections', {}, 1);
    } finally {
      socket.close();
    }
    await sampleOnceAt('websocket_open_connections', {}, 0);
  });
});
