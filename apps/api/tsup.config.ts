import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/paystack-stand-in.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Workspace packages ship TypeScript sources: bundle them. Every npm dependency stays
  // external and is installed next to dist/ (package.json dependencies).
  noExternal: [/^@coinvest\//],
});
