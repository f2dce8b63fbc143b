import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, hkdfSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acceptsConnections, freePort } from '@coinvest/db/testing/ports';
import { expect, test } from '@playwright/test';

// `npm start` honours the README's environment: turbo runs tasks in strict environment mode
// and once dropped every variable it was not told about, so the API started on 3000 with the
// demo admin whatever the person had set. This starts the quick start on other ports, with
// its own admin, secret and data folder, and checks each took effect.

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('npm start honours the ports, admin, secret and data folder it is given', async ({
  request,
}) => {
  // Builds (cached after the test command's build), then starts three servers and PostgreSQL.
  test.setTimeout(360_000);
  const dataParent = await mkdtemp(join(tmpdir(), 'coinvest-e2e-quickstart-'));
  // mkdtemp makes it 0700; as root, PostgreSQL's own user must be able to enter it.
  await chmod(dataParent, 0o755);
  const [apiPort, investorPort, adminPort, pgPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const settings = {
    PORT: String(apiPort),
    INVESTOR_WEB_PORT: String(investorPort),
    ADMIN_WEB_PORT: String(adminPort),
    API_URL: `http://localhost:${apiPort}`,
    PG_PORT: String(pgPort),
    PG_DATA_DIR: join(dataParent, 'postgres'),
    KYC_STORAGE_DIR: join(dataParent, 'kyc-files'),
    ADMIN_EMAIL: 'owner@quickstart.example.com',
    ADMIN_PASSWORD: 'Quickstart-Owner-2026',
    ADMIN_USERNAME: 'quickstart_owner',
    JWT_SECRET: 'quickstart-test-secret-of-more-than-32-characters',
    LOG_LEVEL: 'warn',
  };

  let output = '';
  const quickstart = spawn('node', ['scripts/quickstart.mjs', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  quickstart.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  quickstart.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stopped = exited(quickstart);

  try {
    await expect
      .poll(() => output.includes('Everything is ready') || quickstart.exitCode !== null, {
        timeout: 330_000,
        intervals: [1_000],
      })
      .toBe(true);
    expect(quickstart.exitCode, output).toBeNull();
    expect(output).toContain(`Investor site  http://localhost:${investorPort}`);

    // The API on its port, PostgreSQL on its port with its data in the chosen folder.
    expect((await request.get(`http://localhost:${apiPort}/api/health`)).status()).toBe(200);
    expect(await acceptsConnections(pgPort)).toBe(true);
    expect(existsSync(join(settings.PG_DATA_DIR, 'PG_VERSION'))).toBe(true);

    // The configured admin signs in (and no other), through the API and through both sites'
    // proxies, which therefore reach this API; the token is signed with the signing key derived
    // from the configured secret (apps/api/src/features/auth/server-keys.ts).
    for (const origin of [apiPort, investorPort, adminPort].map((p) => `http://localhost:${p}`)) {
      const signIn = await request.post(`${origin}/api/auth/signin`, {
        data: { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD },
      });
      expect(signIn.status(), origin).toBe(200);
      const { token, user } = (await signIn.json()) as {
        token: string;
        user: { username: string; role: string };
      };
      expect(user).toMatchObject({ username: settings.ADMIN_USERNAME, role: 'admin' });
      const [header, payload, signature] = token.split('.');
      const signingKey = Buffer.from(
        hkdfSync('sha256', settings.JWT_SECRET, 'coinvest', 'coinvest access-token signing v1', 32),
      );
      const expected = createHmac('sha256', signingKey)
        .update(`${header}.${payload}`)
        .digest('base64url');
      expect(signature).toBe(expected);
    }
    const demoAdmin = await request.post(`http://localhost:${apiPort}/api/auth/signin`, {
      data: { email: 'admin@example.com', password: 'Osu-Castle-Admin' },
    });
    expect(demoAdmin.status()).toBe(401);

    // Both sites serve their built pages.
    for (const port of [investorPort, adminPort]) {
      const page = await request.get(`http://localhost:${port}/`);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
    }
  } finally {
    // Ctrl+C reaches the whole process group, as in a terminal.
    if (quickstart.pid !== undefined && quickstart.exitCode === null) {
      process.kill(-quickstart.pid, 'SIGINT');
    }
    await stopped;
    await rm(dataParent, { recursive: true, force: true });
  }
  for (const port of [apiPort, investorPort, adminPort, pgPort]) {
    expect(await acceptsConnections(port), `port ${port} after Ctrl+C`).toBe(false);
  }
});
