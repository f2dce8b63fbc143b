// Restores a backup into a fresh database: `pnpm restore <file>`. DATABASE_URL's database
// (created when missing), else the embedded PostgreSQL started in PG_DATA_DIR on PG_PORT.
import {
  fileFromCaller,
  openRestoreTarget,
  readBackupCliEnvironment,
  runCli,
} from '../backup/cli-support';
import { BackupError, TargetNotFreshError } from '../backup/format';
import { restoreDatabase } from '../backup/restore';
import { cliLog } from './environment';

const USAGE =
  'usage: [DATABASE_URL=... | PG_DATA_DIR=...] pnpm --filter @coinvest/db restore <file>';

await runCli(async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
    console.info(USAGE);
    if (args.length !== 1) process.exitCode = 2;
    return;
  }
  const env = readBackupCliEnvironment();
  const file = fileFromCaller(args[0] ?? '', env);
  const target = await openRestoreTarget(env, cliLog);
  try {
    const summary = await restoreDatabase(target.url, file, { log: cliLog }).catch(
      (error: unknown) => {
        if (error instanceof TargetNotFreshError && target.dataDir) {
          throw new BackupError(
            `${error.message} For the embedded server, restore into a new data folder ` +
              `(PG_DATA_DIR=<new folder> pnpm db:restore <file>), or move ${target.dataDir} aside.`,
          );
        }
        throw error;
      },
    );
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    cliLog(
      `Restored ${rows} rows in ${Object.keys(summary.rows).length} tables from ${summary.file} ` +
        `(made ${summary.createdAt}, migration ${summary.migrations.at(-1) ?? 'none'}) into ` +
        `${target.description}.`,
    );
  } finally {
    await target.close();
  }
});
