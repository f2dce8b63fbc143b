import { initClient, tsRestFetchApi, type ApiFetcher } from '@ts-rest/core';
import { clientRoutes } from './client-routes';
import type { TError, TErrorIssue } from './common/error.schemas';
import type { TContract } from './contract';

/**
 * A failed call, worded as the sites show it: the message is "status: body text" (or the status
 * text when the body is empty); `body` keeps the parsed error body for toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: TError | undefined;

  constructor(status: number, rawBody: unknown) {
    const text =
      typeof rawBody === 'string' ? rawBody : rawBody === undefined ? '' : JSON.stringify(rawBody);
    super(`${status}: ${text || statusText(status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = errorBodyOf(rawBody);
  }

  /** The server's own message, for toasts that show it. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

/**
 * The body as ZErrorSchema reads it (unknown keys dropped), or undefined when it is not one;
 * checked by hand so that the client carries no schema (client-routes.ts).
 */
function errorBodyOf(raw: unknown): TError | undefined {
  if (!isRecord(raw) || typeof raw.message !== 'string') return undefined;
  const { errorCode, issues } = raw;
  if (errorCode !== undefined && typeof errorCode !== 'string') return undefined;
  if (issues !== undefined && !isIssueList(issues)) return undefined;
  return {
    message: raw.message,
    ...(errorCode !== undefined && { errorCode }),
    ...(issues !== undefined && { issues: issues.map(({ path, message }) => ({ path, message })) }),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isIssueList(value: unknown): value is TErrorIssue[] {
  return (
    Array.isArray(value) &&
    value.every(
      (issue) =>
        isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
    )
  );
}

function statusText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  return texts[status] ?? 'Error';
}

export interface ApiClientOptions {
  /** '' calls the same origin (the sites' dev and preview servers proxy /api). */
  baseUrl: string;
  /** The stored bearer token, read at every call. */
  getToken: () => string | null;
  /** Called when the server answers 401 to a call that carried a token. */
  onUnauthorized?: () => void;
}

export function createApiClient(options: ApiClientOptions) {
  const api: ApiFetcher = async (args) => {
    const token = options.getToken();
    const headers = token ? { ...args.headers, authorization: `Bearer ${token}` } : args.headers;
    const response = await tsRestFetchApi({ ...args, headers });
    if (response.status === 401 && token) options.onUnauthorized?.();
    return response;
  };
  // The client reads only a route's method, path and body encoding, which the table holds as
  // the contract does (checked by type and by client-routes.test.ts); the contract's schemas
  // stay on the server and in the forms that load with their pages.
  const routes = clientRoutes as unknown as TContract;
  return initClient(routes, { baseUrl: options.baseUrl, api, throwOnUnknownStatus: false });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Returns the body of a successful answer, or throws an ApiError for any other status,
 * so TanStack Query sees failures as errors.
 */
export function unwrap<TResponse extends { status: number; body: unknown }, TStatus extends number>(
  response: TResponse,
  ...okStatuses: TStatus[]
): Extract<TResponse, { status: TStatus }>['body'] {
  const ok = okStatuses.length > 0 ? (okStatuses as number[]) : [200, 201];
  if (!ok.includes(response.status)) throw new ApiError(response.status, response.body);
  return response.body;
}
