import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Property tests run thousands of cases; on a busy 2-core CI machine 5 s is not enough.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
