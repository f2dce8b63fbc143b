// The backup and restore commands as a person runs them: separate processes, exit codes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openDatabase } from '../database';
import { seedDemoData } from '../seed/demo-data';
import { createTestDatabase, freePort, type TestDatabase } from '../testing';
import { ident } from './format';
import { withClient } from '../testing/postgres';
import { contentsOf, type DatabaseContents } from './test-support';

const PACKAGE_DIR = fileURLToPath(new URL('../../', import.meta.url));
const TSX = path.join(PACKAGE_DIR, 'node_modules', '.bin', 'tsx');

const ctx = inject('testPostgres');
let dir: string;
let source: TestDatabase;
let expected: DatabaseContents;
const createdDatabases: string[] = [];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(TSX, [`src/cli/${command}.ts`, ...args], {
      cwd: PACKAGE_DIR,
      // As pnpm runs it: INIT_CWD is where the person typed the command.
      env: { ...process.env, DATABASE_URL: '', PG_DATA_DIR: '', PG_PORT: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function databaseOnTestServer(name: string): string {
  const url = new URL(ctx.serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'coinvest-backup-cli-'));
  // As root the embedded server runs as `postgres`, which must be able to enter the folder.
  await chmod(dir, 0o755);
  source = await createTestDatabase(ctx);
  await seedDemoData(source.db, { investorPassword: 'Kente-Investor' });
  expected = await contentsOf(source.url);
});

afterAll(async () => {
  await withClient(ctx.serverUrl, async (client) => {
    for (const name of createdDatabases) {
      await client.query(`drop database if exists ${ident(name)} with (force)`);
    }
  });
  await source?.destroy();
  await rm(dir, { recursive: true, force: true });
});

it('backs up DATABASE_URL and restores into a new database that it creates', async () => {
  const backup = await run('backup', ['cli.backup.gz'], {
    DATABASE_URL: source.url,
    INIT_CWD: dir,
  });
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  const file = path.join(dir, 'cli.backup.gz');
  expect(backup.stdout).toContain(`Backed up DATABASE_URL`);
  expect(backup.stdout).toContain(file);

  const name = `coinvest_cli_${process.pid}_${Date.now()}`;
  createdDatabases.push(name);
  const targetUrl = databaseOnTestServer(name);
  const restore = await run('restore', [file], { DATABASE_URL: targetUrl });
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  expect(restore.stdout).toContain(`Created the database ${name}`);
  expect(await contentsOf(targetUrl)).toEqual(expected);

  // Again into the same database: refused with the reason, and no stack trace.
  const again = await run('restore', [file], { DATABASE_URL: targetUrl });
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/^\[db\] The target database already holds data \(in /);
  expect(again.stderr).not.toContain('    at ');

  const usage = await run('restore', [], {});
  expect(usage.code).toBe(2);
  expect(usage.stdout).toContain('usage:');
}, 180_000);

it('restores into a new embedded data folder, and backs up the embedded server whether or not it is running', async () => {
  const file = path.join(dir, 'embedded-source.backup.gz');
  expect((await run('backup', [file], { DATABASE_URL: source.url })).code).toBe(0);

  // A relative PG_DATA_DIR counts from where the command was typed, as for `npm start`.
  const dataDir = path.join(dir, 'restored-postgres');
  const port = String(await freePort());
  const restore = await run('restore', [file], {
    PG_DATA_DIR: 'restored-postgres',
    PG_PORT: port,
    INIT_CWD: dir,
  });
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  expect(restore.stdout).toContain(`into the embedded PostgreSQL in ${dataDir}`);

  // The folder now holds the data; with its server running (as when the API holds it)...
  const running = await openDatabase({ dataDir, port: Number(port) });
  try {
    expect(await contentsOf(running.url)).toEqual(expected);
    // ...the backup connects to it (a folder that does not exist proves it started nothing),
    const whileRunning = path.join(dir, 'while-running.backup.gz');
    const backup = await run('backup', [whileRunning], {
      PG_DATA_DIR: path.join(dir, 'no-such-folder'),
      PG_PORT: port,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`the running embedded PostgreSQL on port ${port}`);
    expect(existsSync(path.join(dir, 'no-such-folder'))).toBe(false);
    // ...and a restore refuses to touch it.
    const refused = await run('restore', [whileRunning], { PG_PORT: port });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`A server already answers on port ${port}`);
  } finally {
    await running.close();
  }

  // Stopped, the backup starts the server in PG_DATA_DIR itself.
  const stoppedFile = path.join(dir, 'stopped.backup.gz');
  const stopped = await run('backup', [stoppedFile], { PG_DATA_DIR: dataDir, PG_PORT: port });
  expect(stopped.stderr).toBe('');
  expect(stopped.code).toBe(0);
  expect(stopped.stdout).toContain(`Nothing answers on port ${port}`);

  // Restoring into that folder again is refused, saying how to restore instead.
  const again = await run('restore', [stoppedFile], { PG_DATA_DIR: dataDir, PG_PORT: port });
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('already holds data');
  expect(again.stderr).toContain('restore into a new data folder');
  expect(again.stderr).toContain(`or move ${dataDir} aside`);

  const name = `coinvest_cli_${process.pid}_${Date.now()}`;
  createdDatabases.push(name);
  const targetUrl = databaseOnTestServer(name);
  expect((await run('restore', [stoppedFile], { DATABASE_URL: targetUrl })).code).toBe(0);
  expect(await contentsOf(targetUrl)).toEqual(expected);
}, 180_000);
