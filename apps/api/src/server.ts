import { ensureAdmin, migrateToLatest, openDatabase, seedDemoData } from '@coinvest/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DOCS_PATH } from './features/docs/docs.plugin';

// Start-up: config, database (a server, or embedded PostgreSQL), migrations, the admin
// account, demo data when asked, then the app. Ctrl+C or SIGTERM closes both in order.

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
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.database.url,
    dataDir: config.database.dataDir,
    port: config.database.port,
    log: (message) => console.info(message),
  });

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: closing the API, then the database...`);
    try {
      await app?.close();
    } finally {
      await database.close();
    }
    console.info('Stopped.');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
    });
  }

  try {
    await migrateToLatest(database.db);
    const admin = await ensureAdmin(database.db, config.admin);
    if (config.seedDemoData) {
      await seedDemoData(database.db, { investorPassword: config.demoInvestorPassword });
    }

    app = await buildApp({ config, db: database.db, databaseUrl: database.url });
    for (const warning of config.warnings) app.log.warn(warning);
    if (admin.created) app.log.info(`Admin account created: ${admin.user.email}`);

    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info(
      `API ready at http://localhost:${port} (docs at http://localhost:${port}${DOCS_PATH}, database: ${database.embedded ? `embedded PostgreSQL in ${config.database.dataDir}` : 'DATABASE_URL'})`,
    );
  } catch (error) {
    console.error('The API could not start:', error);
    await stop('start-up failure').catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error);
  process.exit(1);
});
