import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * helmet's headers with its defaults (Content-Security-Policy, Strict-Transport-Security,
 * X-Content-Type-Options and the rest), worked out once. Nothing in them depends on the
 * request, and @fastify/helmet built helmet's middleware again on every request.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet throws a bad option itself; its callback has nothing left to report.
  helmet()({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}
