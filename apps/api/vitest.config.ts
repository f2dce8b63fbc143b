import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file starts its own API on its own database, so files share nothing but loaded
    // modules: loading the app once per worker instead of once per file cuts CI minutes.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
