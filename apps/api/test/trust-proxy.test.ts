import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

// Behind a trusted proxy the API believes only the entry that proxy appended to
// X-Forwarded-For, so a client writing its own header can neither escape the per-address
// limits nor put a forged address on its session. Clients connect from their own loopback
// addresses (127.0.0.2...), the proxy from 127.0.0.1, the only address trusted.

const PROXY_ADDRESS = '127.0.0.1';

let api: TestApi;
let proxy: http.Server;
let proxyPort: number;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      TRUST_PROXY: PROXY_ADDRESS,
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_WINDOW_MS: '60000',
    },
  });
  const apiPort = Number(new URL(api.baseUrl).port);
  // What nginx's proxy_add_x_forwarded_for does: the header as received, then the peer.
  proxy = http.createServer((request, response) => {
    const peer = request.socket.remoteAddress ?? '';
    const received = request.headers['x-forwarded-for'];
    const forwarded = http.request(
      {
        host: PROXY_ADDRESS,
        port: apiPort,
        localAddress: PROXY_ADDRESS,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-for': received ? `${String(received)}, ${peer}` : peer,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, PROXY_ADDRESS, resolve));
  proxyPort = (proxy.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await api.close();
});

/** A sign-in sent from clientAddress to port, with the X-Forwarded-For the client wrote. */
function signIn(
  port: number,
  clientAddress: string,
  forwardedFor: string,
  body: { email: string; password: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: PROXY_ADDRESS,
        port,
        localAddress: clientAddress,
        method: 'POST',
        path: '/api/auth/signin',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const apiPort = () => Number(new URL(api.baseUrl).port);

describe('TRUST_PROXY names the proxies whose X-Forwarded-For entry is believed', () => {
  it('limits a client that rotates X-Forwarded-For through the proxy by its real address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      // A new forged address and a new account each time, so only the address limit can apply.
      statuses.push(
        await signIn(proxyPort, '127.0.0.2', `203.0.113.${i}`, {
          email: `rotating-${i}@example.com`,
          password: 'whatever',
        }),
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('ignores the header from a client that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      statuses.push(
        await signIn(apiPort(), '127.0.0.3', `198.51.100.${i}`, {
          email: `direct-${i}@example.com`,
          password: 'whatever',
        }),
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("records the client's real address on its session, not the forged one", async () => {
    const user = await createUser(api.db, { email: 'behind-proxy@example.com' });
    const status = await signIn(proxyPort, '127.0.0.4', '198.51.100.77', {
      email: user.email,
      password: user.plainPassword,
    });
    expect(status).toBe(200);
    const session = await api.db
      .selectFrom('sessions')
      .select('ip')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.ip).toBe('127.0.0.4');
  });
});
