import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@coinvest/db/testing';
import { inject } from 'vitest';
import { TEST_JWT_SECRET } from './helpers';

// The real server process (src/server.ts through tsx), for tests of what only a process shows:
// signals, exit codes, a kill and a restart on the same database.

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/** A test database and a KYC folder of their own, for server processes to share. */
export interface ServerDatabase extends TestDatabase {
  kycDir: string;
}

export async function createServerDatabase(): Promise<ServerDatabase> {
  const database = await createTestDatabase(inject('testPostgres'));
  const kycDir = await mkdtemp(path.join(tmpdir(), 'coinvest-server-kyc-'));
  return {
    ...database,
    kycDir,
    destroy: async () => {
      await database.destroy();
      await rm(kycDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Every log message (pino's msg, or a plain line), in order. */
  messages: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/**
 * The time a test that starts server processes may take: each process boots the whole API through
 * tsx, which on a 2-core machine whose cores other work holds takes tens of seconds, not the one
 * second it takes idle. The budget costs nothing when the test passes.
 */
export const SERVER_PROCESS_TEST_TIMEOUT_MS = 180_000;

const running = new Set<ChildProcess>();

/** For afterEach: a failed test must not leave its server behind. */
export function killServersLeft(): void {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  running.clear();
}

/**
 * Starts the server on `database` and resolves once it says it is ready; `worker` starts the
 * job worker alone (`server.js worker`), which has no port (0).
 */
export async function startServer(
  database: ServerDatabase,
  env: Record<string, string> = {},
  role: 'api' | 'worker' = 'api',
): Promise<ServerProcess> {
  const args = ['--import', 'tsx', 'src/server.ts', ...(role === 'worker' ? ['worker'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      KYC_STORAGE_DIR: database.kycDir,
      SEED_DEMO_DATA: 'false',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const messages: string[] = [];
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    at: number;
  }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  let announce: ((port: number) => void) | undefined;
  const ready = new Promise<number>((resolve, reject) => {
    announce = resolve;
    void exited.then(({ code }) =>
      reject(new Error(`The server exited (${code}) before it was ready:\n${messages.join('\n')}`)),
    );
  });
  const read = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        let message = line;
        try {
          message = (JSON.parse(line) as { msg?: string }).msg ?? line;
        } catch {
          // A plain console line.
        }
        messages.push(message);
        const port = /API ready at http:\/\/localhost:(\d+)/.exec(message)?.[1];
        if (port) announce?.(Number(port));
        if (message.startsWith('Job worker ready')) announce?.(0);
      }
    });
  };
  read(child.stdout as NodeJS.ReadableStream);
  read(child.stderr as NodeJS.ReadableStream);
  const port = await ready;
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, messages, exited };
}
