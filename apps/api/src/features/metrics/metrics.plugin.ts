import { createHash, timingSafeEqual } from 'node:crypto';
import { poolUse } from '@coinvest/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFoundHandler } from '../../lib/error-handler';
import { jobQueueCounts } from './metrics.repository';

export const METRICS_PATH = '/metrics';

/** A request that matched no route: counted under this instead of its URL, which anyone picks. */
const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a cached read to a slow upload or export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time, so the answer's timing tells nothing of the token. */
function isToken(authorization: string | undefined, expected: Buffer): boolean {
  return authorization !== undefined && timingSafeEqual(digest(authorization), expected);
}

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN: requests and
 * their latency per route pattern and status class, the database pool, the job queue and the
 * open sockets, and Node's own (memory, event-loop delay). Without the token configured, or
 * without the right bearer token, it answers the 404 of any unknown path. Registered before the
 * routes, so its hooks see every request.
 */
export const metricsPlugin = fp(
  (app, _options, done) => {
    const token = app.config.metrics.token;
    if (token === undefined) return done();
    const expected = digest(`Bearer ${token}`);

    // One registry per app: tests build several apps in one process.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status_class'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class.',
      labelNames,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status class.',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });

    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, next) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      next();
    });

    new Gauge({
      name: 'db_pool_connections',
      help: "Connections of this process's database pool: open (total) and idle among them.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse(app.db);
        if (!use) return;
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_queries',
      help: 'Queries waiting for a free connection of the database pool.',
      registers: [registry],
      collect() {
        const use = poolUse(app.db);
        if (use) this.set(use.waiting);
      },
    });
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Background jobs of every instance: due (waiting for a worker), running, failed for good.',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        try {
          const counts = await jobQueueCounts(app.db);
          for (const state of ['due', 'running', 'failed'] as const) {
            this.set({ state }, counts[state]);
          }
        } catch (error) {
          // The rest of the scrape is still worth having while the database does not answer.
          this.reset();
          app.log.warn({ err: error }, 'Metrics: could not count the job queue');
        }
      },
    });
    new Gauge({
      name: 'websocket_open_connections',
      help: 'Live-update sockets open on this instance, signed in or not yet.',
      registers: [registry],
      collect() {
        this.set(app.websocketServer.clients.size);
      },
    });

    app.get(METRICS_PATH, async (request, reply) => {
      if (!isToken(request.headers.authorization, expected)) return notFoundHandler(request, reply);
      return reply.type(registry.contentType).send(await registry.metrics());
    });
    done();
  },
  { name: 'metrics', dependencies: ['database'] },
);
