import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ERROR_CODES, HTTP_MESSAGES } from '@coinvest/contract';
import type { DB } from '@coinvest/db';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { authPlugin } from './features/auth/auth.plugin';
import { passwordResetRequestsPlugin } from './features/auth/password-reset-requests.plugin';
import { docsPlugin } from './features/docs/docs.plugin';
import { emailPlugin } from './features/email/email.plugin';
import type { MailTransport } from './features/email/email.service';
import { investmentExpiryPlugin } from './features/investments/investment-expiry.plugin';
import { ledgerPlugin } from './features/ledger/ledger.plugin';
import { reservationOutboxPlugin } from './features/investments/reservation-outbox.plugin';
import { metricsPlugin } from './features/metrics/metrics.plugin';
import { escrowPlugin } from './features/escrow/escrow.plugin';
import { paymentsPlugin } from './features/payments/payments.plugin';
import { notificationMailerPlugin } from './features/notifications/notification-mailer.plugin';
import { notReportingPlugin } from './features/progress/not-reporting';
import { realtimePlugin, type RealtimePluginOptions } from './features/realtime/realtime.plugin';
import { retentionPlugin } from './features/retention/retention.plugin';
import { storagePlugin } from './features/storage/storage.plugin';
import { errorHandler, notFoundHandler } from './lib/error-handler';
import { jobQueuePlugin } from './lib/jobs/job-queue.plugin';
import { loggerOptions, type LogStream } from './lib/logger';
import { rateLimitPlugin } from './lib/rate-limit';
import { securityHeaders } from './lib/security-headers';
import { databasePlugin } from './plugins/database';
import { registerRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Kysely<DB>;
  /** Replaces the MAIL_DRIVER's delivery (tests). */
  mailTransport?: MailTransport;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: LogStream;
  /** The database's URL, for the notification listener (default: DATABASE_URL). */
  databaseUrl?: string;
  /** Socket timings (tests shorten them). */
  realtime?: Pick<RealtimePluginOptions, 'authTimeoutMs' | 'heartbeatMs'>;
}

const JSON_BODY_LIMIT = 1024 * 1024;

/** What an incoming x-request-id must look like to be kept: no spaces, quotes or line breaks. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The id a request is logged and answered with: the one a proxy or calling service sent, so one
 * id follows a request across their logs and ours, or a fresh UUID when it sent none or an
 * unusable one (a log line must not carry a caller's arbitrary text).
 */
function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
const UPLOAD_FILE_LIMIT = 10 * 1024 * 1024;

/**
 * The whole API as one Fastify app: external plugins, then the app's own, then the routes.
 * server.ts listens with it; tests build the same app on their own database.
 */
export async function buildApp({
  config,
  db,
  mailTransport,
  logStream,
  databaseUrl,
  realtime,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify's own 503 while closing has a body of its own shape; answerWhileClosing gives ours.
    return503OnClosing: false,
  });

  app.decorate('config', config);
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers).header('x-request-id', request.id);
    done();
  });
  answerWhileClosing(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  await app.register(cors, {
    // The two sites and nothing else; bearer tokens, so no cookies cross origins.
    origin: [config.web.investorUrl, config.web.adminUrl],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'accept-language'],
    // The project list's total and next page travel in headers (PROJECT_LIST_HEADERS).
    exposedHeaders: ['x-request-id', 'retry-after', 'x-total-count', 'x-next-cursor'],
    maxAge: 600,
  });
  await app.register(rateLimitPlugin, { db });
  await app.register(multipart, { limits: { fileSize: UPLOAD_FILE_LIMIT, files: 4, fields: 60 } });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    preClose: function (done) {
      closeSocketsGoingAway(
        this.websocketServer,
        Math.min(2_000, config.shutdownTimeoutMs / 2),
        done,
      );
    },
  });

  await app.register(databasePlugin, { db });
  await app.register(metricsPlugin);
  const databaseConnection = databaseUrl ?? config.database.url;
  if (!databaseConnection) throw new Error('buildApp needs the database URL');
  await app.register(jobQueuePlugin, { connectionString: databaseConnection });
  await app.register(storagePlugin);
  await app.register(authPlugin);
  await app.register(emailPlugin, mailTransport ? { transport: mailTransport } : {});
  if (config.apiDocs) await app.register(docsPlugin);
  await app.register(investmentExpiryPlugin);
  await app.register(reservationOutboxPlugin);
  await app.register(paymentsPlugin);
  await app.register(escrowPlugin);
  await app.register(ledgerPlugin);
  await app.register(passwordResetRequestsPlugin);
  await app.register(notificationMailerPlugin);
  await app.register(notReportingPlugin);
  await app.register(retentionPlugin);
  await app.register(realtimePlugin, { ...realtime, databaseUrl: databaseConnection });

  // Encapsulated: ts-rest installs its own error handler here, which hands every error
  // other than a request validation error up to ours.
  await app.register((api, _options, done) => {
    registerRoutes(api);
    done();
  });

  return app;
}

/**
 * From the first moment of app.close(): a request that arrives (on a connection kept open, or
 * a new one until the server stops listening) is answered 503 with our error body and the
 * connection is closed, so the client retries on another instance; requests already past this
 * point run to their end. The first preClose hook, so nothing starts after the sockets close.
 */
function answerWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const body = JSON.stringify({
    message: HTTP_MESSAGES.serviceRestarting,
    errorCode: ERROR_CODES.serviceUnavailable,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .type('application/json; charset=utf-8')
      .send(body);
  });
}

/** WebSocket close code 1001 (RFC 6455, 7.4.1): the server is going away; reconnect later. */
const GOING_AWAY = 1001;

/**
 * @fastify/websocket's own preClose closes each socket without a code (the client sees 1005,
 * and does not know to reconnect elsewhere): this one says 1001. A client that never answers
 * the close frame is dropped after graceMs, or it would hold the close open (ws waits 30 s).
 * `done` comes once the last socket is gone.
 */
function closeSocketsGoingAway(
  server: FastifyInstance['websocketServer'],
  graceMs: number,
  done: () => void,
) {
  const sockets = [...server.clients];
  for (const socket of sockets) socket.close(GOING_AWAY, 'Server shutting down');
  const stragglers = setTimeout(() => {
    for (const socket of sockets) socket.terminate();
  }, graceMs);
  stragglers.unref();
  server.close(() => {
    clearTimeout(stragglers);
    done();
  });
}
