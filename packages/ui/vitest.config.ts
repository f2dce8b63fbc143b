import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // As the sites' tests (vite/site-config.js): happy-dom in worker threads.
    environment: 'happy-dom',
    pool: 'threads',
    testTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-utils/setup.ts'],
  },
});
