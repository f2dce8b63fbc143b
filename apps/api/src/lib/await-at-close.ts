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
 * Drains a table of work that requests record in their own transaction (an outbox): after each
 * commit (`drain()`), at start-up (what a killed process left) and every `sweepIntervalMs` (what
 * another instance left). One run at a time per instance; a drain asked for during a run makes
 * that run read the table again, since it may have read it before the caller's commit.
 * `drainBatch` handles up to `batchSize` rows in one transaction and says how many it took.
 */
export function outboxDrain(
  app: FastifyInstance,
  options: {
    name: string;
    sweepIntervalMs: number;
    batchSize: number;
    drainBatch: () => Promise<number>;
  },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await options.drainBatch()) === options.batchSize);
        } while (again);
      } catch (error) {
        app.log.error({ err: error }, `${options.name} failed; the next sweep retries`);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', (ready) => {
    void drain();
    timer = setInterval(() => void drain(), options.sweepIntervalMs);
    timer.unref();
    ready();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await awaitAtClose(app, options.name, running);
  });
  return drain;
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
