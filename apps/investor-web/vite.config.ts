import { siteViteConfig } from '@coinvest/ui/vite';
import { defineConfig, mergeConfig } from 'vite';
import { prerender } from './prerender-plugin.ts';

// Build-time settings only; the site's own settings are read in src/config.ts.
export default defineConfig(
  mergeConfig(
    siteViteConfig({
      port: Number(process.env.INVESTOR_WEB_PORT ?? 5173),
      apiUrl: process.env.API_URL,
    }),
    { plugins: [prerender()] },
  ),
);
