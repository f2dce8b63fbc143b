// Backs up the database to a file: `pnpm backup [file]` (default .data/backups/ at the
// repository root). DATABASE_URL's server, else the embedded PostgreSQL: the running one on
// PG_PORT (the API's), or one started in PG_DATA_DIR for the backup.
import {
  defaultBackupFile,
  fileFromCaller,
  openBackupSource,
  readBackupCliEnvironment,
  runCli,
} from '../backup/cli-support';
import { dumpDatabase } from '../backup/dump';
import { cliLog } from './environment';

const USAGE = 'usage: pnpm --filter @coinvest/db backup [file]  (default: .data/backups/...)';

await runCli(async () => {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0] === '--help' || args[0] === '-h') {
    console.info(USAGE);
    if (args.length > 1) process.exitCode = 2;
    return;
  }
  const env = readBackupCliEnvironment();
  const file = args[0] ? fileFromCaller(args[0], env) : defaultBackupFile();
  const source = await openBackupSource(env, cliLog);
  try {
    const summary = await dumpDatabase(source.url, file, { log: cliLog });
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    cliLog(
      `Backed up ${source.description} (${rows} rows in ${Object.keys(summary.rows).length} ` +
        `tables, migration ${summary.migrations.at(-1) ?? 'none'}) to ${summary.file}`,
    );
  } finally {
    await source.close();
  }
});
