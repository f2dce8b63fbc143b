export interface SecurityHeadersOptions {
  /** The build's VITE_API_URL: '' or missing when the site calls the API on its own origin. */
  apiUrl?: string | undefined;
}

export function contentSecurityPolicy(options?: SecurityHeadersOptions): string;

export const STRICT_TRANSPORT_SECURITY: string;

export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>>;

export function securityHeaders(options?: SecurityHeadersOptions): Record<string, string>;

export function nginxSecurityHeaders(options?: SecurityHeadersOptions): string;
