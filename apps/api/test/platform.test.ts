import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../src/version';
import { startTestApi, type TestApi } from './helpers';
import { until } from './wait';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('health', () => {
  it('answers ok with the database reachable', async () => {
    const response = await api.client.health.health();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok', version: APP_VERSION });
  });
});

describe('answers outside the contract', () => {
  it('gives an unknown route a JSON 404', async () => {
    const response = await fetch(`${api.baseUrl}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Not found', errorCode: 'NOT_FOUND' });
  });

  it('gives malformed JSON a 400 with a message, not a 500', async () => {
    const response = await fetch(`${api.baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "ama@example.com",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The request body is not valid JSON',
      errorCode: 'INVALID_JSON',
    });
  });

  it('gives a body without the JSON object the route expects a validation answer', async () => {
    const response = await fetch(`${api.baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1, 2, 3]',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errorCode: string };
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    expect(body.message).toEqual(expect.any(String));
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await fetch(`${api.baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: 'The request body is too large',
      errorCode: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('tags every answer with a request id', async () => {
    const first = await fetch(`${api.baseUrl}/api/health`);
    const second = await fetch(`${api.baseUrl}/api/nothing-here`);
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("keeps a caller's valid x-request-id in the answer and the log, and replaces any other", async () => {
    const logged = await startTestApi({ captureLog: true });
    try {
      const idOf = async (sent: string) =>
        (
          await fetch(`${logged.baseUrl}/api/health/live`, { headers: { 'x-request-id': sent } })
        ).headers.get('x-request-id');
      const valid = 'edge-7f3a.trace_0042';
      expect(await idOf(valid)).toBe(valid);
      await until(() =>
        Promise.resolve(
          logged.logLines.some((line) => (JSON.parse(line) as { reqId?: string }).reqId === valid),
        ),
      );
      for (const invalid of [
        'short',
        'x'.repeat(129),
        'has space in it',
        'quote"injected',
        'a/b/c/d/e/f',
      ]) {
        const id = await idOf(invalid);
        expect(id, invalid).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        );
      }
    } finally {
      await logged.close();
    }
  });
});

describe('security headers', () => {
  it('sends helmet headers on every answer, a 404 and a refused request too', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/projects?limit=0']) {
      const response = await fetch(`${api.baseUrl}${url}`);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy'), url).toContain("default-src 'self'");
      expect(response.headers.get('strict-transport-security'), url).toContain('max-age=');
      expect(response.headers.get('cross-origin-resource-policy'), url).toBe('same-origin');
      expect(response.headers.get('referrer-policy'), url).toBe('no-referrer');
    }
  });

  it('lets the two sites call the API and no other origin', async () => {
    for (const origin of [api.config.web.investorUrl, api.config.web.adminUrl]) {
      const preflight = await fetch(`${api.baseUrl}/api/auth/user`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    }

    const simple = await fetch(`${api.baseUrl}/api/health`, {
      headers: { origin: api.config.web.investorUrl },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBe(api.config.web.investorUrl);

    const foreign = await fetch(`${api.baseUrl}/api/health`, {
      headers: { origin: 'https://evil.example.com' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document of the contract', async () => {
    const response = await fetch(`${api.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/auth/signin']).toHaveProperty('post');
    expect(document.paths['/api/users']).toHaveProperty('post');
  });

  it('serves a page to browse it', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('swagger');
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'owner@coinvest.example',
      ADMIN_PASSWORD: 'a-long-admin-password-of-our-own',
      MAIL_DRIVER: 'log',
      PAYMENTS_BANK_TRANSFER_ONLY: 'true',
    };

    it('serves neither the document nor its page unless API_DOCS is set', async () => {
      const closed = await startTestApi({ env: production });
      try {
        for (const url of ['/api/docs', '/api/docs/', '/api/openapi.json']) {
          const response = await fetch(`${closed.baseUrl}${url}`);
          expect(response.status, url).toBe(404);
          expect(await response.json(), url).toEqual({
            message: 'Not found',
            errorCode: 'NOT_FOUND',
          });
        }
      } finally {
        await closed.close();
      }
    });

    it('serves both with API_DOCS=true', async () => {
      const open = await startTestApi({ env: { ...production, API_DOCS: 'true' } });
      try {
        expect((await fetch(`${open.baseUrl}/api/docs/`)).status).toBe(200);
        expect((await fetch(`${open.baseUrl}/api/openapi.json`)).status).toBe(200);
      } finally {
        await open.close();
      }
    });
  });
});
