// Plain JavaScript, like site-config.js: the Vite configs load it with Node, and so does the
// sites' Docker build, which writes nginx's copy of these headers with nginx-security-headers.js.

/**
 * The API's origins the page talks to, as CSP sources: none when the site calls /api and /ws on
 * its own origin ('self'), else the API's origin and its socket's (ws: for http, wss: for https),
 * as the investor site's socket-url.ts derives it.
 */
function apiSources(apiUrl) {
  if (!apiUrl || !URL.canParse(apiUrl)) return [];
  const api = new URL(apiUrl);
  const socket = new URL(api.origin);
  socket.protocol = api.protocol === 'https:' ? 'wss:' : 'ws:';
  return [api.origin, socket.origin];
}

/** The Content-Security-Policy of both sites; `apiUrl` is the build's VITE_API_URL. */
export function contentSecurityPolicy({ apiUrl } = {}) {
  return [
    "default-src 'self'",
    // The built index.html loads its modules from /assets and has no inline script.
    "script-src 'self'",
    // Mantine writes style attributes (style props) and <style> elements (its CSS variables).
    "style-src 'self' 'unsafe-inline'",
    // Project and update images are addresses the admin enters, on any https host; KYC previews
    // are blob: URLs of the chosen or downloaded file.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...apiSources(apiUrl)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Two years, as browsers' HSTS preload lists ask; only an https response sets it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The headers that do not depend on how the page is built: safe on the dev server too. */
export const BASE_SECURITY_HEADERS = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Every header a built site is served with (Vite preview); nginx adds HSTS to these. */
export function securityHeaders({ apiUrl } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ apiUrl }),
    ...BASE_SECURITY_HEADERS,
  };
}

/**
 * The same headers as nginx directives, for an include file: `always` sends them on error
 * answers too, and a location with its own add_header must include the file again.
 */
export function nginxSecurityHeaders({ apiUrl } = {}) {
  const headers = {
    ...securityHeaders({ apiUrl }),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  };
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;\n`)
    .join('');
}
