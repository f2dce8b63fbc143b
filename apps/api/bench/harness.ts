import { fork, type ChildProcess } from 'node:child_process';
import { createTestDatabase, startTestPostgres, type TestDatabase } from '@coinvest/db/testing';

export interface BenchServer {
  port: number;
  stop: () => Promise<void>;
}

/**
 * The Node flags the API's image runs with (apps/api/Dockerfile): a young generation large
 * enough that a request's short-lived objects rarely outlive it. Every bench server gets them,
 * the bare ones too, so a ratio compares code, not runtime settings.
 */
export const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=32'];

/** BENCH_PROFILE_DIR=<folder>: each bench server writes a V8 CPU profile there when it stops. */
export const PROFILE_NODE_FLAGS = process.env.BENCH_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
  : [];

/**
 * Asks a child process to stop (SIGTERM unless `ask` says otherwise), kills it if it has not
 * exited within 5 s, and resolves once it has.
 */
export function stopChild(
  child: ChildProcess,
  ask: () => void = () => child.kill('SIGTERM'),
): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    ask();
  });
}

/**
 * Starts a bench server file (app-server.ts, bare-server.ts, ...) in its own process, with
 * `env` added to its environment.
 */
export function startServer(
  file: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const child = fork(new URL(file, import.meta.url), {
    execArgv: ['--import', 'tsx', ...PRODUCTION_NODE_FLAGS, ...PROFILE_NODE_FLAGS],
    env: { ...process.env, ...env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () => stopChild(child);
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ port: message.port, stop }));
    child.once('exit', (code) =>
      reject(new Error(`${file} exited with code ${code} before listening`)),
    );
  });
}

interface Stoppable {
  stop: () => Promise<unknown>;
}

export interface BenchContext {
  database: TestDatabase;
  /** Something the bench started, stopped (last first) when it ends or is interrupted. */
  track: (started: Stoppable) => void;
}

/**
 * Runs a bench on a fresh database of its own PostgreSQL, and stops everything it started,
 * also on Ctrl-C.
 */
export async function withBenchDatabase(
  message: string,
  bench: (context: BenchContext) => Promise<void>,
): Promise<void> {
  const started: Stoppable[] = [];
  const stopAll = async () => {
    for (const item of started.reverse()) await item.stop().catch(() => undefined);
  };
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  try {
    console.info(message);
    const postgres = await startTestPostgres();
    started.push(postgres);
    const database = await createTestDatabase(postgres);
    started.push({ stop: () => database.destroy() });
    await bench({ database, track: (item) => started.push(item) });
  } finally {
    await stopAll();
  }
}
