import { vi, type Mock } from 'vitest';

export interface StubbedResponse {
  status: number;
  body?: unknown;
}

export type FetchStub = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

function requestUrl(input: RequestInfo | URL): URL {
  const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  return new URL(href, 'http://localhost');
}

function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

function callsTo(stub: FetchStub, method: string, path: string) {
  return stub.mock.calls.filter(
    ([input, init]) =>
      requestUrl(input).pathname === path && (init?.method ?? 'GET').toUpperCase() === method,
  );
}

/**
 * Replaces global fetch: `routes` maps 'METHOD /path' to an answer (or a function of the
 * request body). Unknown calls answer 404 so a test sees them fail rather than hang.
 */
export function stubFetch(
  routes: Record<string, StubbedResponse | ((body: unknown) => StubbedResponse)>,
): FetchStub {
  const stub: FetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${requestUrl(input).pathname}`];
    const answer =
      typeof route === 'function'
        ? route(jsonBody(init))
        : (route ?? { status: 404, body: { message: 'Not found' } });
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

/** 'METHOD /path' of every call, in order: to assert what a page did (and did not) ask. */
export function requestedRoutes(stub: FetchStub): string[] {
  return stub.mock.calls.map(
    ([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${requestUrl(input).pathname}`,
  );
}

/** The parsed JSON bodies sent to `method path`, in order. */
export function sentBodies(stub: FetchStub, method: string, path: string): unknown[] {
  return callsTo(stub, method, path).map(([, init]) => jsonBody(init));
}

/** The headers of the calls to `method path`, in order. */
export function sentHeaders(stub: FetchStub, method: string, path: string): Headers[] {
  return callsTo(stub, method, path).map(([, init]) => new Headers(init?.headers));
}
