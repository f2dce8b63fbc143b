import { fork } from 'node:child_process';

export interface BenchServer {
  port: number;
  stop: () => Promise<void>;
}

/** Starts a bench server file (app-server.ts, bare-server.ts, ...) in its own process. */
export function startServer(file: string, databaseUrl: string): Promise<BenchServer> {
  const child = fork(new URL(file, import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ port: message.port, stop }));
    child.once('exit', (code) =>
      reject(new Error(`${file} exited with code ${code} before listening`)),
    );
  });
}
