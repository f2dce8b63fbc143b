import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_MESSAGES } from '@coinvest/contract';
import { createUser } from '@coinvest/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { countCall, pruneExpiredCounts } from '../src/lib/rate-limit.repository';
import { signedIn, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';
import { submitKyc } from './kyc-fixtures';
import { openSocket } from './socket-client';

const LIMIT = 3;
const TOO_MANY = { message: AUTH_MESSAGES.tooManyRequests, errorCode: 'TOO_MANY_REQUESTS' };

let api: TestApi;
/** A second API instance on the same database, as a second server would run. */
let second: FastifyInstance;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'kyc-files-'));
  api = await startTestApi({
    env: {
      AUTH_RATE_LIMIT_MAX: String(LIMIT),
      AUTH_RATE_LIMIT_WINDOW_MS: '60000',
      KYC_STORAGE_DIR: storageDir,
    },
  });
  second = await buildApp({ config: api.config, db: api.db });
});
afterAll(async () => {
  await second.close();
  await api.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** POST to an account route on one instance, as a client at the given address. */
function post(instance: FastifyInstance, url: string, body: object, remoteAddress: string) {
  return instance.inject({ method: 'POST', url, payload: body, remoteAddress });
}

const signInBody = (email: string) => ({ email, password: 'not-the-password' });

describe('rate limits are shared by every API instance', () => {
  it('refuses on the second instance the address that used its budget on the first', async () => {
    const address = '198.51.100.10';
    for (let i = 0; i < LIMIT; i++) {
      const body = signInBody(`shared-${i}@example.com`);
      const response = await post(api.app, '/api/auth/signin', body, address);
      expect(response.statusCode).toBe(401);
    }
    const refused = await post(
      second,
      '/api/auth/signin',
      signInBody('shared-x@example.com'),
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const otherAddress = await post(
      second,
      '/api/auth/signin',
      signInBody('x@example.com'),
      '198.51.100.11',
    );
    expect(otherAddress.statusCode).toBe(401);
  });
});

describe('sign-in and password reset are limited per account too', () => {
  it('refuses one account signing in from ever new addresses, on either instance', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const instance = i % 2 === 0 ? api.app : second;
      const body = signInBody('victim@example.com');
      const response = await post(instance, '/api/auth/signin', body, `203.0.113.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    // The same account as typed differently, from an address never seen before.
    const refused = await post(
      second,
      '/api/auth/signin',
      signInBody('  Victim@Example.COM '),
      '203.0.113.200',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const otherAccount = await post(
      api.app,
      '/api/auth/signin',
      signInBody('other@example.com'),
      '203.0.113.201',
    );
    expect(otherAccount.statusCode).toBe(401);
  });

  it('refuses a fourth reset code request and a fourth reset attempt for one account', async () => {
    const email = 'reset-victim@example.com';
    const calls = {
      '/api/auth/forgot-password': { email },
      '/api/auth/reset-password': {
        email,
        token: '123456',
        newPassword: 'Kente-Weave-7',
        confirmPassword: 'Kente-Weave-7',
      },
    };
    for (const [url, body] of Object.entries(calls)) {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++) {
        statuses.push((await post(api.app, url, body, `192.0.2.${i + 1}`)).statusCode);
      }
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(statuses[LIMIT]).toBe(429);
    }
  });
});

describe('sockets, KYC submissions and interests are limited', () => {
  it('refuses the 61st /ws connection from one address within a minute', async () => {
    for (let i = 0; i < 60; i++) {
      const socket = await openSocket(api.baseUrl);
      socket.close();
      await socket.closed;
    }
    await expect(openSocket(api.baseUrl)).rejects.toThrow(/429/);
  });

  describe('per signed-in user', () => {
    let caller: Caller;
    let other: Caller;
    beforeAll(async () => {
      caller = await signedIn(api, await createUser(api.db));
      other = await signedIn(api, await createUser(api.db));
    });

    it('answers the 11th KYC submission within an hour with 429', async () => {
      // Without files: each is refused, yet each counts.
      const submit = (who: Caller) => submitKyc(api, who.token, { userId: who.user.id, files: {} });
      for (let i = 0; i < 10; i++) expect((await submit(caller)).status).toBe(400);
      const refused = await submit(caller);
      expect(refused).toEqual({ status: 429, body: TOO_MANY });
      expect((await submit(other)).status).toBe(400);
    });

    it('answers the 21st project interest within an hour with 429', async () => {
      const create = (who: Caller) =>
        who.client.projectInterests.createProjectInterest({
          body: {
            userId: who.user.id,
            projectId: 999_999,
            unitId: null,
            unitType: null,
            interestAmount: '2500',
            currency: 'USD',
            contactPreference: 'email',
            contactInfo: 'me@example.com',
            interestType: 'unit',
            unitsRequested: 1,
          },
        });
      for (let i = 0; i < 20; i++) expect((await create(caller)).status).toBe(404);
      const refused = await create(caller);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(TOO_MANY);
      expect((await create(other)).status).toBe(404);
    });
  });
});

describe('the shared count', () => {
  it('starts a new window once the last one ended, and prunes ended windows', async () => {
    const key = 'test:window';
    // A window of two seconds: two calls on a loaded machine still fall inside it.
    expect(await countCall(api.db, key, 2_000)).toMatchObject({ current: 1 });
    const again = await countCall(api.db, key, 2_000);
    expect(again.current).toBe(2);
    expect(again.ttl).toBeGreaterThan(0);
    expect(again.ttl).toBeLessThanOrEqual(2_000);
    await new Promise((resolve) => setTimeout(resolve, 2_050));
    expect(await countCall(api.db, key, 60_000)).toEqual({ current: 1, ttl: 60_000 });

    await countCall(api.db, 'test:ended', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await pruneExpiredCounts(api.db);
    const keys = await api.db.selectFrom('rateLimits').select('key').execute();
    expect(keys.map((row) => row.key)).toContain(key);
    expect(keys.map((row) => row.key)).not.toContain('test:ended');
  });
});
