import { vi, type Mock } from 'vitest';

export interface StubbedResponse {
  status: number;
  body?: unknown;
  /** Extra response headers, e.g. a list's x-total-count. */
  headers?: Record<string, string>;
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
 * request body and URL). Unknown calls answer 404 so a test sees them fail rather than hang.
 */
export function stubFetch(
  routes: Record<string, StubbedResponse | ((body: unknown, url: URL) => StubbedResponse)>,
): FetchStub {
  const stub: FetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = requestUrl(input);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function'
        ? route(jsonBody(init), url)
        : (route ?? { status: 404, body: { message: 'Not found' } });
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json', ...answer.headers },
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

/** The query parameters of the calls to `method path`, in order. */
export function sentQueries(stub: FetchStub, method: string, path: string): URLSearchParams[] {
  return callsTo(stub, method, path).map(([input]) => requestUrl(input).searchParams);
}

/** The headers of the calls to `method path`, in order. */
export function sentHeaders(stub: FetchStub, method: string, path: string): Headers[] {
  return callsTo(stub, method, path).map(([, init]) => new Headers(init?.headers));
}
