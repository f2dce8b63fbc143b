import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  Logger,
  parseCronItems,
  run,
  type CronItem,
  type Runner,
  type TaskList,
} from 'graphile-worker';
import pg from 'pg';
import type { z } from 'zod';
import type { Executor } from '../executor';
import { addJob, dueJobCount, type JobSpec } from './jobs.repository';

/** What a task knows of the attempt it is running. */
export interface JobAttempt {
  /** 1 on the first attempt. */
  attempt: number;
  /** After this attempt fails, the job fails for good and waits for an admin's retry. */
  isLast: boolean;
}

/**
 * Background work that survives restarts: each run is a job in PostgreSQL, claimed by one
 * worker of one instance, retried with backoff when it throws, kept with its error when it has
 * failed `maxAttempts` times. A run must be idempotent: a worker killed mid-run leaves the job
 * to run again.
 */
export interface JobTask<Payload> {
  name: string;
  /** Jobs can be added with SQL too: their payload is checked before it is run. */
  payload: z.ZodType<Payload>;
  maxAttempts: number;
  /**
   * A cron pattern (UTC; minutes at the finest): the task also runs on that schedule, once per
   * tick whatever the number of instances, with an empty payload.
   */
  schedule?: string;
  run(payload: Payload, attempt: JobAttempt): Promise<void>;
}

export interface JobQueue {
  /** Registers a task; plugins call it while the app is being built. */
  define<Payload>(task: JobTask<Payload>): void;
  /** Adds a job, in the caller's transaction when one is given. */
  add<Payload>(
    task: JobTask<Payload>,
    payload: Payload,
    spec?: JobSpec,
    executor?: Executor,
  ): Promise<void>;
  /** Waits until no job of these tasks (default: all) is running or due now. */
  settled(taskNames?: readonly string[]): Promise<void>;
  /**
   * Stops this instance's worker: jobs under way finish first (or, past a grace period, are
   * released for another worker). Called when the app closes; once is enough.
   */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobQueuePluginOptions {
  /** The queue lives in this database (its `graphile_worker` schema) with the app's data. */
  connectionString: string;
}

/** How often a worker looks for jobs whose time came (new jobs wake it at once). */
const POLL_INTERVAL_MS = 1_000;
/** How long settled() waits before saying what is still running. */
const SETTLE_BUDGET_MS = 60_000;

/** graphile-worker's log lines go to the app's log: its chatter at debug, problems as such. */
function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const fields = { ...scope, ...meta };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  });
}

export const jobQueuePlugin = fp<JobQueuePluginOptions>(
  (app, { connectionString }, done) => {
    const tasks = new Map<string, JobTask<unknown>>();
    let stopRunner: (() => Promise<void>) | undefined;
    let stopping: Promise<void> | undefined;
    const logger = workerLogger(app.log);

    app.decorate('jobs', {
      define(task) {
        if (tasks.has(task.name)) throw new Error(`The job task ${task.name} is defined twice`);
        tasks.set(task.name, task);
      },
      add(task, payload, spec = {}, executor = app.db) {
        return addJob(executor, task.name, payload, { maxAttempts: task.maxAttempts, ...spec });
      },
      async settled(taskNames = [...tasks.keys()]) {
        const deadline = Date.now() + SETTLE_BUDGET_MS;
        while ((await dueJobCount(app.db, taskNames)) > 0) {
          if (Date.now() > deadline) throw new Error(`Jobs of ${taskNames.join(', ')} still due`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      },
      stop() {
        stopping ??= stopRunner?.() ?? Promise.resolve();
        return stopping;
      },
    } satisfies JobQueue);

    async function startWorker(concurrency: number): Promise<void> {
      const taskList: TaskList = {};
      for (const task of tasks.values()) {
        taskList[task.name] = async (payload, helpers) => {
          const parsed = task.payload.safeParse(payload);
          // Thrown, so the job stays visible with its error instead of vanishing.
          if (!parsed.success) {
            throw new Error(`Bad payload for ${task.name}: ${parsed.error.message}`);
          }
          const attempt = helpers.job.attempts;
          await task.run(parsed.data, { attempt, isLast: attempt >= helpers.job.max_attempts });
        };
      }
      const cronItems: CronItem[] = [...tasks.values()].flatMap((task) =>
        task.schedule === undefined
          ? []
          : [
              {
                task: task.name,
                match: task.schedule,
                identifier: task.name,
                // A tick missed while every instance was down is not run late: the next one is.
                options: { backfillPeriod: 0, maxAttempts: task.maxAttempts, jobKey: task.name },
              },
            ],
      );
      // The worker's own connections, ended once it has stopped: graphile-worker ends a pool it
      // made without waiting, and unheard, the error of a connection the database closes
      // meanwhile would end the process.
      const pool = new pg.Pool({
        connectionString,
        // One connection listens for new jobs, one fetches them, one per job under way.
        max: concurrency + 2,
      });
      const connectionFailed = (error: Error) =>
        app.log.warn({ err: error }, 'A job worker connection failed');
      pool.on('error', connectionFailed);
      pool.on('connect', (client) => client.on('error', connectionFailed));
      let started: Runner;
      try {
        started = await run({
          pgPool: pool,
          concurrency,
          pollInterval: POLL_INTERVAL_MS,
          noHandleSignals: true,
          logger,
          taskList,
          parsedCronItems: parseCronItems(cronItems),
        });
      } catch (error) {
        await pool.end();
        throw error;
      }
      const stop = async () => {
        await started.stop();
        await pool.end();
      };
      // The app began closing while the worker was starting.
      if (stopping) await stop();
      else stopRunner = stop;
    }

    // Not awaited: a database that is down or silent at start-up must not keep the API from
    // answering (its readiness probe says so). server.ts created the queue's schema.
    app.addHook('onReady', (ready) => {
      const { worker, concurrency } = app.config.jobs;
      if (worker === 'in-process') {
        startWorker(concurrency).catch((error: unknown) =>
          app.log.error({ err: error }, 'The job worker could not start'),
        );
      }
      ready();
    });

    // Before the database closes.
    app.addHook('onClose', () => app.jobs.stop());
    done();
  },
  { name: 'job-queue', dependencies: ['database'] },
);
