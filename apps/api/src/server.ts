import { ensureAdmin, migrateToLatest, openDatabase, seedDemoData } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { migrateJobQueue } from './lib/jobs/job-queue-schema';
import { ConfigError, loadConfig, type Config } from './config';
import { DOCS_PATH } from './features/docs/docs.plugin';
import { seedDemoPictures } from './features/pictures/demo-pictures';
import { maskEmail } from './lib/logger';

// Start-up: config, database (a server, or embedded PostgreSQL), migrations, the admin
// account, demo data when asked, then the app. Ctrl+C or SIGTERM closes both in order and
// exits 0, or exits 1 when that takes longer than SHUTDOWN_TIMEOUT_MS.
//
// `server.js worker` starts the job worker alone: the same start-up without the admin account,
// demo data or a listening port, for deployments whose API instances run with JOB_WORKER=off.
const workerOnly = process.argv[2] === 'worker';

/** How often a closing server hangs up connections whose requests have been answered. */
const IDLE_REAP_INTERVAL_MS = 100;

/**
 * app.close(), hanging up each keep-alive connection as soon as its last request is answered.
 * Node's server.close() closes the connections idle at that moment only: one whose request was
 * in flight stays open after the answer, and holds the close for the keep-alive timeout (72 s).
 */
async function closeDrainingIdleConnections(app: FastifyInstance): Promise<void> {
  const reaper = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_INTERVAL_MS);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const read = readConfig();
  const config: Config = workerOnly
    ? { ...read, jobs: { ...read.jobs, worker: 'in-process' }, seedDemoData: false }
    : read;
  const database = await openDatabase({
    databaseUrl: config.database.url,
    dataDir: config.database.dataDir,
    port: config.database.port,
    pool: config.database.pool,
    log: (message) => console.info(message),
  });

  let app: FastifyInstance | undefined;
  const log = {
    info: (message: string) => (app ? app.log.info(message) : console.info(message)),
    error: (message: string, error?: unknown) =>
      app ? app.log.error({ err: error }, message) : console.error(message, error ?? ''),
  };

  // In order: app.close() tells the sockets the server is going away (1001) and stops the
  // notification listener (preClose), stops accepting connections, answers 503 to requests
  // arriving on open ones, waits for the requests in flight, stops the investment expiry job
  // (onClose); the database closes last.
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        if (app) await closeDrainingIdleConnections(app);
      } finally {
        await database.close();
      }
    })());

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      // pnpm, turbo and quickstart pass a terminal's Ctrl+C on: a second signal is common.
      log.info(`${signal} received: already shutting down.`);
      return;
    }
    stopping = true;
    log.info(`${signal} received: closing the API, then the database...`);
    // Not unref'd: a close that hangs with nothing else pending must still end here.
    setTimeout(() => {
      log.error(
        `Shutdown did not finish within ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting with code 1.`,
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    close().then(
      () => {
        log.info('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        log.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => shutdown(signal));
  }

  try {
    await migrateToLatest(database.db);
    await migrateJobQueue(database.url);
    if (workerOnly) {
      app = await buildApp({ config, db: database.db, databaseUrl: database.url });
      await app.ready();
      app.log.info(`Job worker ready (${config.jobs.concurrency} jobs at once)`);
      return;
    }
    const admin = await ensureAdmin(database.db, config.admin);
    if (config.seedDemoData) {
      await seedDemoData(database.db, { investorPassword: config.demoInvestorPassword });
    }

    app = await buildApp({ config, db: database.db, databaseUrl: database.url });
    // Through the app's storage and the upload's pipeline, once the demo rows exist.
    if (config.seedDemoData) await seedDemoPictures(database.db, app.storage);
    for (const warning of config.warnings) app.log.warn(warning);
    if (admin.created) app.log.info(`Admin account created: ${maskEmail(admin.user.email)}`);

    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info(
      `API ready at http://localhost:${port} (${config.apiDocs ? `docs at http://localhost:${port}${DOCS_PATH}` : 'docs off'}, database: ${database.embedded ? `embedded PostgreSQL in ${database.dataDir}` : 'DATABASE_URL'})`,
    );
  } catch (error) {
    // A signal during start-up: its shutdown ends the process.
    if (stopping) return;
    console.error('The API could not start:', error);
    await close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error);
  process.exit(1);
});
