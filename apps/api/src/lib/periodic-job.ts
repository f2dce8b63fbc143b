import type { FastifyInstance } from 'fastify';

/** How long closing waits for a run under way before the database closes under it. */
const CLOSE_GRACE_MS = 5_000;

export interface PeriodicJob {
  /** Runs the job now, or joins the run under way: one run at a time per instance. */
  run(): Promise<void>;
}

/**
 * A job each API instance runs every `intervalMs` once the app is ready (the state lives in
 * the database, so a restart loses nothing). Closing stops the timer and waits for a run under
 * way, within a grace period.
 */
export function periodicJob(
  app: FastifyInstance,
  options: { name: string; intervalMs: number; run: () => Promise<void> },
): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= options
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', (ready) => {
    timer = setInterval(() => void run(), options.intervalMs);
    timer.unref();
    ready();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await awaitAtClose(app, options.name, running);
  });
  return { run };
}

/**
 * Waits for a background run under way when the app closes, but not forever: a database that
 * stopped answering must not hold the shutdown.
 */
export async function awaitAtClose(
  app: FastifyInstance,
  name: string,
  running: Promise<void> | undefined,
): Promise<void> {
  if (!running) return;
  let grace: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    grace = setTimeout(() => resolve('timed out'), CLOSE_GRACE_MS);
  });
  const outcome = await Promise.race([running, timedOut]);
  clearTimeout(grace);
  if (outcome === 'timed out') app.log.warn(`${name} still running at close`);
}
