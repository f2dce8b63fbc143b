import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient, type ApiClient } from '@coinvest/contract/client';
import type { DB } from '@coinvest/db';
import { createTestDatabase } from '@coinvest/db/testing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { MailTransport } from '../src/features/email/email.service';

export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-at-least-32-characters';

export interface TestApi {
  app: FastifyInstance;
  baseUrl: string;
  /** A contract client without a token. */
  client: ApiClient;
  /** A contract client that sends this bearer token. */
  clientWithToken: (token: string) => ApiClient;
  db: Kysely<DB>;
  config: Config;
  /** This app's development mailbox (MAIL_DRIVER=file), a folder of its own. */
  mailDir: string;
  /** The log's JSON lines, when captureLog was asked for (else empty). */
  logLines: string[];
  close: () => Promise<void>;
}

export interface TestApiOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  mailTransport?: MailTransport;
  /** Keep every log line at info and above in logLines. */
  captureLog?: boolean;
  /**
   * Another instance of the API on this one's database (which stays open when this one
   * closes), as a deployment with several instances has.
   */
  besides?: TestApi;
}

/**
 * The real app on a fresh database cloned from the migrated template, listening on a free
 * port, called over HTTP like the sites call it.
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = options.besides
    ? {
        db: options.besides.db,
        url: options.besides.config.database.url ?? '',
        destroy: () => Promise.resolve(),
      }
    : await createTestDatabase(inject('testPostgres'));
  const mailDir = await mkdtemp(path.join(tmpdir(), 'coinvest-mailbox-'));
  const logLines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.captureLog ? 'info' : 'silent',
    MAIL_DIR: mailDir,
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    // Tests call the account routes many times from one address; the rate-limit test lowers it.
    AUTH_RATE_LIMIT_MAX: '1000',
    INVESTOR_WEB_URL: 'http://localhost:5173',
    ADMIN_WEB_URL: 'http://localhost:5174',
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    ...(options.mailTransport && { mailTransport: options.mailTransport }),
    ...(options.captureLog && { logStream: { write: (line: string) => logLines.push(line) } }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The app is not listening');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const clientWithToken = (token: string) => createApiClient({ baseUrl, getToken: () => token });

  return {
    app,
    baseUrl,
    client: createApiClient({ baseUrl, getToken: () => null }),
    clientWithToken,
    db: database.db,
    config,
    mailDir,
    logLines,
    close: async () => {
      await app.close();
      await database.destroy();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

/**
 * startTestApi for a file whose tests start several instances (some `besides` another): the
 * ones a test started are closed after it, those sharing a database before the one owning it.
 */
export function startTestApiPerTest(): (options?: TestApiOptions) => Promise<TestApi> {
  const started: TestApi[] = [];
  afterEach(async () => {
    for (const api of started.splice(0).reverse()) await api.close();
  });
  return async (options) => {
    const api = await startTestApi(options);
    started.push(api);
    return api;
  };
}

/** The latest e-mail sent to an address, from the outbox. */
export function latestEmailTo(db: Kysely<DB>, to: string) {
  return db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('toAddress', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export interface MailboxEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Every e-mail in a development mailbox, oldest first (the file names sort by time). */
export async function mailboxEmails(mailDir: string): Promise<MailboxEmail[]> {
  const names = (await readdir(mailDir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(mailDir, name), 'utf8')) as MailboxEmail,
    ),
  );
}

/** The latest e-mail delivered to an address, read from the mailbox once deliveries are done. */
export async function mailSentTo(api: TestApi, to: string): Promise<MailboxEmail | undefined> {
  // A reservation's e-mail is recorded after its commit, by the reservation outbox; a reset
  // code's by the forgot-password job.
  await api.app.reservationOutbox.drain();
  await api.app.passwordResetRequests.drain();
  await api.app.email.settled();
  return (await mailboxEmails(api.mailDir)).findLast((email) => email.to === to);
}

/** The 6-digit code of the latest reset e-mail to an address, read as a developer would. */
export async function resetCodeSentTo(api: TestApi, to: string): Promise<string> {
  const mail = await mailSentTo(api, to);
  const code = /code is: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No reset code was e-mailed to ${to}`);
  return code;
}

/** The 6-digit code of the latest sign-up verification e-mail to an address. */
export async function verificationCodeSentTo(api: TestApi, to: string): Promise<string> {
  const mail = await mailSentTo(api, to);
  const code = /verification code is: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No verification code was e-mailed to ${to}`);
  return code;
}

/**
 * Proves a signed-up account's address as its owner would: the code read from the mailbox,
 * entered with the account's token.
 */
export async function verifyEmailThroughApi(api: TestApi, token: string, email: string) {
  const code = await verificationCodeSentTo(api, email);
  const response = await api.clientWithToken(token).auth.verifyEmail({ body: { code } });
  if (response.status !== 200) throw new Error(`Verification failed: ${response.status}`);
  return response.body;
}
