import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { insertOutboxEmail } from '../src/features/email/outbox.repository';
import { mailboxEmails } from './helpers';
import {
  createServerDatabase,
  killServersLeft,
  SERVER_PROCESS_TEST_TIMEOUT_MS,
  startServer,
} from './server-process';
import { until } from './wait';

afterEach(killServersLeft);

describe(
  'the job worker as a process of its own (server.js worker)',
  { timeout: SERVER_PROCESS_TEST_TIMEOUT_MS },
  () => {
    it('delivers what an API instance without a worker recorded, and stops cleanly on SIGTERM', async () => {
      const database = await createServerDatabase();
      const mailDir = await mkdtemp(path.join(tmpdir(), 'coinvest-worker-mail-'));
      try {
        const env = { MAIL_DRIVER: 'file', MAIL_DIR: mailDir };
        const api = await startServer(database, { ...env, JOB_WORKER: 'off' });
        await insertOutboxEmail(database.db, {
          to: 'yaw.asante@example.com',
          subject: 'How to pay',
          text: 'Pay by bank transfer',
        });

        const worker = await startServer(database, env, 'worker');
        await until(async () => (await mailboxEmails(mailDir)).length === 1);
        expect((await mailboxEmails(mailDir))[0]).toMatchObject({
          to: 'yaw.asante@example.com',
          subject: 'How to pay',
        });
        // The file is written before the outbox row is marked sent, in the worker's next step.
        const status = async () =>
          (await database.db.selectFrom('emailOutbox').select('status').executeTakeFirstOrThrow())
            .status;
        await until(async () => (await status()) === 'sent');

        worker.child.kill('SIGTERM');
        expect((await worker.exited).code).toBe(0);
        api.child.kill('SIGTERM');
        expect((await api.exited).code).toBe(0);
      } finally {
        await database.destroy();
        await rm(mailDir, { recursive: true, force: true });
      }
    });
  },
);
