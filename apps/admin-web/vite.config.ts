/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// Build-time settings only; the site's own settings are read in src/config.ts.
const port = Number(process.env.ADMIN_WEB_PORT ?? 5174);
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

// The site calls /api and /ws on its own origin; dev and preview servers pass them on.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiUrl, changeOrigin: true },
  '/ws': { target: apiUrl, changeOrigin: true, ws: true },
};

// Libraries change less often than the site: separate chunks stay cached across releases.
const vendorChunks = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
    priority: 3,
  },
  {
    name: 'mantine',
    test: /node_modules[\\/](@mantine|@floating-ui|react-transition-group|@tabler)[\\/]/,
    priority: 2,
  },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
];

export default defineConfig({
  plugins: [react()],
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  build: {
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  test: {
    environment: 'jsdom',
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
