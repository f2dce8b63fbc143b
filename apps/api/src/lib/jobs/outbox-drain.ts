import type { FastifyInstance } from 'fastify';
import type { RawBuilder } from 'kysely';
import { z } from 'zod';
import type { Executor } from '../executor';
import { addJob, addJobCall, type JobSpec } from './jobs.repository';

/** A drain that fails is retried soon; past its last attempt it waits, failed, for an admin. */
const DRAIN_ATTEMPTS = 3;
/** Every minute (the queue's finest tick), a drain takes what a run left. */
const SWEEP_SCHEDULE = '* * * * *';

/**
 * A request's drain job has no key: a key would make every request of the moment update one
 * row of the queue, in its own transaction and under its own locks (a unit's, say), and so wait
 * on each other. Each job drains whatever is there, so most find the table empty and end at once.
 */
const requestSpec: JobSpec = { maxAttempts: DRAIN_ATTEMPTS };

/** Asks for a drain in the caller's transaction, with the rows it is to take. */
export function requestDrain(db: Executor, taskName: string): Promise<void> {
  return addJob(db, taskName, {}, requestSpec);
}

/** requestDrain as an expression, for a statement that records its row and the drain at once. */
export function requestDrainCall(taskName: string): RawBuilder<unknown> {
  return addJobCall(taskName, {}, requestSpec);
}

/**
 * A table of work that requests record in their own transaction (an outbox), taken off by a job
 * of the queue: each request adds the drain job with its row (requestDrain), so a worker takes
 * it at once; a sweep every minute and one at start-up take what a failed or killed run left.
 * `drainBatch` handles up to `batchSize` rows in one transaction and says how many it took; a
 * row leaves the table with the work it asks for, so a drain run twice does nothing more.
 * Returns `drain`, which asks for a drain and resolves once every drain under way or due has
 * ended (tests, to see the work done).
 */
export function defineOutboxDrain(
  app: FastifyInstance,
  options: { name: string; batchSize: number; drainBatch: () => Promise<number> },
): () => Promise<void> {
  const { name, batchSize, drainBatch } = options;
  app.jobs.define({
    name,
    payload: z.object({}),
    maxAttempts: DRAIN_ATTEMPTS,
    schedule: SWEEP_SCHEDULE,
    async run() {
      while ((await drainBatch()) === batchSize);
    },
  });
  // Not awaited: a database that is down or silent at start-up must not keep the API from
  // answering; the sweep follows within a minute.
  app.addHook('onReady', (ready) => {
    requestDrain(app.db, name).catch((error: unknown) =>
      app.log.error({ err: error }, `A drain of ${name} could not be asked for at start-up`),
    );
    ready();
  });
  return async () => {
    await requestDrain(app.db, name);
    await app.jobs.settled([name]);
  };
}
