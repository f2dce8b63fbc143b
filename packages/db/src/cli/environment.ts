/** The only place the CLI reads the environment. */
export function readCliEnvironment() {
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    demoInvestorPassword: process.env.DEMO_INVESTOR_PASSWORD || undefined,
    adminEmail: process.env.ADMIN_EMAIL || undefined,
    adminPassword: process.env.ADMIN_PASSWORD || undefined,
  };
}

export function cliLog(message: string): void {
  console.info(`[db] ${message}`);
}
