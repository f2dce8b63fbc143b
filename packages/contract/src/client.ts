import { initClient, tsRestFetchApi, type ApiFetcher } from '@ts-rest/core';
import { contract } from './contract';
import { ZErrorSchema, type TError } from './common/error.schemas';

/**
 * A failed call, as the spec words it: the message is "status: body text" (or the status
 * text when the body is empty); `body` keeps the parsed error body for toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: TError | undefined;

  constructor(status: number, rawBody: unknown) {
    const parsed = ZErrorSchema.safeParse(rawBody);
    const text =
      typeof rawBody === 'string' ? rawBody : rawBody === undefined ? '' : JSON.stringify(rawBody);
    super(`${status}: ${text || statusText(status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parsed.success ? parsed.data : undefined;
  }

  /** The server's own message, for toasts that show it. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
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
  return initClient(contract, { baseUrl: options.baseUrl, api, throwOnUnknownStatus: false });
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
