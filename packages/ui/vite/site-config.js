// Plain JavaScript on purpose: Vite loads a config's workspace imports with Node itself,
// which cannot read TypeScript. Types are in site-config.d.ts.
import react from '@vitejs/plugin-react';
import { BASE_SECURITY_HEADERS, securityHeaders } from './security-headers.js';

// Libraries change less often than the sites: separate chunks stay cached across releases.
// Only what every page needs is grouped: a group is loaded whole, so charts, the carousel or
// a catch-all vendor group would bring every page's libraries to the first one.
const vendorChunks = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
    priority: 2,
  },
  // The rest of the first page's modules, one file: the browser fetched them as 39 files, and
  // on HTTP/1.1 (six connections a site) they queued behind one another.
  { name: 'shell', tags: ['$initial'], priority: 1 },
  // Outside the first page, the icons (about 3.5 KB gzip) and Mantine's smallest shared helpers
  // (ids, clamp, a context helper: 0.5 KB) are one file each: with a file per icon or helper, a
  // project page's top waited for eight of them in turn on a phone's six connections.
  { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
  {
    name: 'mantine-helpers',
    test: /node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/](utils|use-id)|core[\\/]esm[\\/]core[\\/]utils[\\/]create-safe-context)[\\/]/,
  },
];

/** The Vite and Vitest settings both sites share; each site passes only its port. */
export function siteViteConfig({ port, apiUrl = 'http://localhost:3000' }) {
  // The sites call /api and /ws on their own origin; dev and preview servers pass them on.
  const proxy = {
    '/api': { target: apiUrl, changeOrigin: true },
    '/ws': { target: apiUrl, changeOrigin: true, ws: true },
  };
  return {
    plugins: [react()],
    // No CSP on the dev server: React Refresh's preamble is an inline script.
    server: { port, strictPort: true, proxy, headers: BASE_SECURITY_HEADERS },
    // The CSP allows the API where the build sends the page (VITE_API_URL, as src/config.ts reads it).
    preview: {
      port,
      strictPort: true,
      proxy,
      headers: securityHeaders({ apiUrl: process.env.VITE_API_URL }),
    },
    build: {
      // Source maps would publish the sources next to the site.
      sourcemap: false,
      rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
    },
    test: {
      // happy-dom and worker threads: each test file starts a fresh DOM and module graph, and both
      // start faster than jsdom in a child process (docs/adr/0006-component-tests-on-happy-dom.md).
      environment: 'happy-dom',
      pool: 'threads',
      // Form tests type field by field: the longest takes 13 s on an idle two-core machine and
      // passed 60 s on one loaded by two busy loops and a typecheck. The budget only ends a hang.
      testTimeout: 180_000,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
    },
  };
}
