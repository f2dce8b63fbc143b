import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, createUser, type TestDatabase } from '@coinvest/db/testing';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { TEST_JWT_SECRET } from './helpers';

// The real server process (src/server.ts through tsx) refusing to start: what an operator sees
// when the environment is not fit for production, or the admin's e-mail belongs to someone else.

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase(inject('testPostgres'));
});
afterAll(async () => {
  await t.destroy();
});

/** Runs the server until it exits; its code and everything it printed. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  // Not the test runner's NODE_ENV (vitest sets test): each case says what it runs as.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name === 'PATH' || name === 'HOME'),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

it('refuses to start with NODE_ENV unset and the published secrets, naming each variable', async () => {
  const { code, output } = await runServer({
    DATABASE_URL: t.url,
    JWT_SECRET: 'development-only-jwt-secret-not-for-production-use',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'Osu-Castle-Admin',
    SEED_DEMO_DATA: 'true',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  });
  expect(code).toBe(1);
  expect(output).toContain('Invalid configuration');
  expect(output).toContain('NODE_ENV: Not set, so production rules apply.');
  expect(output).toContain('JWT_SECRET: Is a published placeholder');
  expect(output).toContain('ADMIN_PASSWORD: Is a published placeholder');
  expect(output).toContain('SEED_DEMO_DATA: Must not be true in production');
  expect(output).not.toContain('API ready');
});

it('refuses to make an investor who registered the admin e-mail the admin', async () => {
  const investor = await createUser(t.db, { email: 'taken-admin@example.com' });
  const { code, output } = await runServer({
    NODE_ENV: 'test',
    DATABASE_URL: t.url,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_EMAIL: investor.email,
    ADMIN_PASSWORD: 'a-long-admin-password',
    SEED_DEMO_DATA: 'false',
  });
  expect(code).toBe(1);
  expect(output).toContain(
    'Cannot make taken-admin@example.com the admin: a non-admin account already uses that e-mail',
  );
  expect(output).not.toContain('API ready');
  const after = await t.db
    .selectFrom('users')
    .select('role')
    .where('id', '=', investor.id)
    .executeTakeFirstOrThrow();
  expect(after.role).toBe('user');
});
