import { siteViteConfig } from '@coinvest/ui/vite';
import { defineConfig } from 'vite';

// Build-time settings only; the site's own settings are read in src/config.ts.
export default defineConfig(
  siteViteConfig({ port: Number(process.env.ADMIN_WEB_PORT ?? 5174), apiUrl: process.env.API_URL }),
);
