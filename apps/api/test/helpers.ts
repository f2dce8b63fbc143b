import { createApiClient, type ApiClient } from '@coinvest/contract/client';
import type { DB } from '@coinvest/db';
import { createTestDatabase } from '@coinvest/db/testing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
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
  close: () => Promise<void>;
}

export interface TestApiOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  mailTransport?: MailTransport;
}

/**
 * The real app on a fresh database cloned from the migrated template, listening on a free
 * port, called over HTTP like the sites call it.
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase(inject('testPostgres'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
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
    close: async () => {
      await app.close();
      await database.destroy();
    },
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

/** The 6-digit code of the latest reset e-mail to an address. */
export async function resetCodeSentTo(db: Kysely<DB>, to: string): Promise<string> {
  const email = await latestEmailTo(db, to);
  const code = /code is: (\d{6})/.exec(email?.bodyText ?? '')?.[1];
  if (!code) throw new Error(`No reset code was e-mailed to ${to}`);
  return code;
}
