import type { FastifyInstance } from 'fastify';

/** How long closing waits for work under way before the database closes under it. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Waits for work under way when the app closes, but not forever: a database that stopped
 * answering must not hold the shutdown.
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
