// Migrates, then loads the demo data (and the admin when ADMIN_EMAIL and ADMIN_PASSWORD are set).
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { ensureAdmin } from '../seed/admin';
import { DEMO_INVESTOR, seedDemoData } from '../seed/demo-data';
import { cliLog, readCliEnvironment } from './environment';

const DEVELOPMENT_INVESTOR_PASSWORD = 'Kente-Investor';

const env = readCliEnvironment();
const investorPassword = env.demoInvestorPassword ?? DEVELOPMENT_INVESTOR_PASSWORD;
const database = await openDatabase({ databaseUrl: env.databaseUrl, log: cliLog });
try {
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { investorPassword });
  cliLog(
    `Demo data loaded. Demo investor: ${DEMO_INVESTOR.email}` +
      (env.demoInvestorPassword ? '' : ` / ${DEVELOPMENT_INVESTOR_PASSWORD} (development default)`),
  );
  if (env.adminEmail && env.adminPassword) {
    const { user, created } = await ensureAdmin(database.db, {
      email: env.adminEmail,
      password: env.adminPassword,
    });
    cliLog(`Admin ${user.email} ${created ? 'created' : 'already present'}.`);
  }
} finally {
  await database.close();
}
