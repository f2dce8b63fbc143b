// Migrates the database to the latest schema: DATABASE_URL's, or the embedded one in .data/.
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { cliLog, readCliEnvironment } from './environment';

const env = readCliEnvironment();
const database = await openDatabase({ databaseUrl: env.databaseUrl, log: cliLog });
try {
  await migrateToLatest(database.db);
  cliLog(
    `Migrated ${database.embedded ? 'the embedded database' : 'DATABASE_URL'} to the latest schema.`,
  );
} finally {
  await database.close();
}
