import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/vitest-global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
