import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, FAILED_JOB_MESSAGES } from '@coinvest/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MailTransport } from '../src/features/email/email.service';
import { auditRecordsOf, signedInAdmin, signedInUser } from './admin-fixtures';
import { latestEmailTo, startTestApiPerTest, type TestApi } from './helpers';
import { until } from './wait';

const start = startTestApiPerTest();

/** A mail server that refuses every e-mail until it is told to accept them. */
function mailServer() {
  const sent: string[] = [];
  const server = {
    refusing: true,
    sent,
    transport: {
      sendMail: (mail) => {
        if (server.refusing) return Promise.reject(new Error(`421 ${mail.to}: try again later`));
        sent.push(mail.to);
        return Promise.resolve({});
      },
    } satisfies MailTransport,
  };
  return server;
}

/** A recorded e-mail and its delivery job with a single attempt, added while no worker runs. */
async function emailWithOneAttempt(api: TestApi, to: string) {
  const email = await api.db
    .insertInto('emailOutbox')
    .values({ toAddress: to, subject: 'How to pay', bodyText: 'Pay by bank transfer' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ id: string }>`select (graphile_worker.add_job(
    'deliver-email', json_build_object('emailId', ${email.id}::integer), max_attempts => 1
  )).id::text as id`.execute(api.db);
  const jobId = rows[0]?.id;
  if (!jobId) throw new Error('The delivery job was not added');
  return { email, jobId };
}

/** The job as the queue holds it, or undefined once it is gone. */
async function queuedJob(api: TestApi, jobId: string) {
  const { rows } = await sql<{ attempts: number }>`
    select attempts from graphile_worker.jobs where id = ${jobId}::bigint`.execute(api.db);
  return rows[0];
}

describe('failed background jobs', () => {
  it('shows the admin a job that failed for good with its error, and its retry sends the e-mail', async () => {
    const server = mailServer();
    const recorder = await start({ env: { JOB_WORKER: 'off' } });
    const admin = await signedInAdmin(recorder);
    const { email } = await emailWithOneAttempt(recorder, 'kofi.boateng@example.com');
    await start({ besides: recorder, mailTransport: server.transport });

    const failedJobs = () => admin.client.adminFailedJobs.listFailedJobs({ query: {} });
    await until(async () => {
      const page = await failedJobs();
      return page.status === 200 && page.body.items.length > 0;
    });
    const page = await failedJobs();
    if (page.status !== 200) throw new Error(`The list answered ${page.status}`);
    expect(page.body).toMatchObject({ total: 1, pageSize: 20, nextCursor: null });
    const [job] = page.body.items;
    if (!job) throw new Error('No failed job is listed');
    // What ran and why it failed; never the payload (here an e-mail's id).
    expect(Object.keys(job).sort()).toEqual(
      ['attempts', 'createdAt', 'failedAt', 'id', 'lastError', 'maxAttempts', 'task'].sort(),
    );
    expect(job).toMatchObject({
      task: 'E-mail delivery',
      attempts: 1,
      maxAttempts: 1,
      lastError: '421 k***@example.com: try again later',
    });
    expect(job.id).toMatch(/^\d+$/);
    // When the attempt failed, not when the job was added (which was before any worker ran).
    expect(Date.parse(job.failedAt)).toBeGreaterThan(Date.parse(job.createdAt));

    server.refusing = false;
    const retried = await admin.client.adminFailedJobs.retryFailedJob({
      params: { jobId: job.id },
    });
    expect(retried).toMatchObject({
      status: 202,
      body: {
        message: FAILED_JOB_MESSAGES.failedJobRetried,
        job: { id: job.id, task: 'E-mail delivery', attempts: 0, maxAttempts: 1 },
      },
    });

    await until(async () => (await latestEmailTo(recorder.db, email.toAddress))?.status === 'sent');
    expect(server.sent).toEqual(['kofi.boateng@example.com']);
    await until(async () => (await queuedJob(recorder, job.id)) === undefined);
    const after = await failedJobs();
    expect(after.body).toMatchObject({ items: [], total: 0 });

    const audit = await auditRecordsOf(recorder.db, AUDIT_ENTITY_TYPES.backgroundJob, job.id);
    expect(audit).toMatchObject([
      {
        actorUserId: admin.user.id,
        action: AUDIT_ACTIONS.backgroundJobRetry,
        before: { task: 'E-mail delivery', attempts: 1, maxAttempts: 1 },
        after: { task: 'E-mail delivery', attempts: 0, maxAttempts: 1 },
      },
    ]);

    // Once it has run, the job is gone: a second retry finds nothing.
    const again = await admin.client.adminFailedJobs.retryFailedJob({
      params: { jobId: job.id },
    });
    expect(again).toMatchObject({
      status: 404,
      body: { message: FAILED_JOB_MESSAGES.failedJobNotFound },
    });
  });

  it('neither lists nor retries a job still waiting for an attempt, and refuses an unknown or malformed id', async () => {
    const api = await start({ env: { JOB_WORKER: 'off' } });
    const admin = await signedInAdmin(api);
    const { jobId: waiting } = await emailWithOneAttempt(api, 'ama.mensah@example.com');

    const page = await admin.client.adminFailedJobs.listFailedJobs({ query: {} });
    expect(page.body).toMatchObject({ items: [], total: 0 });

    for (const jobId of [waiting, '999999999999']) {
      const response = await admin.client.adminFailedJobs.retryFailedJob({ params: { jobId } });
      expect(response).toMatchObject({
        status: 404,
        body: { message: FAILED_JOB_MESSAGES.failedJobNotFound },
      });
    }
    const malformed = await admin.client.adminFailedJobs.retryFailedJob({
      params: { jobId: 'abc' },
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: FAILED_JOB_MESSAGES.failedJobIdInvalid },
    });
    // Nothing was retried or audited.
    expect(await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.backgroundJob, waiting)).toEqual([]);
    expect(await queuedJob(api, waiting)).toEqual({ attempts: 0 });
  });

  it('refuses an investor both the list and a retry', async () => {
    const api = await start({ env: { JOB_WORKER: 'off' } });
    const investor = await signedInUser(api);
    const list = await investor.client.adminFailedJobs.listFailedJobs({ query: {} });
    const retry = await investor.client.adminFailedJobs.retryFailedJob({ params: { jobId: '1' } });
    expect(list.status).toBe(403);
    expect(retry.status).toBe(403);
  });
});
