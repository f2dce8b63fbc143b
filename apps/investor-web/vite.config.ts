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
    {
      plugins: [prerender()],
      build: {
        modulePreload: {
          // A page's chunks are asked for with preload links at once, a lone chunk's import()
          // a microtask later: the deferred English (src/i18n/load-deferred-texts.ts), asked for
          // before a page's code, gets a link too, so it does not queue behind that code.
          resolveDependencies: (file: string, deps: string[]) =>
            deps.length === 0 && /(^|\/)deferred-[^/]*\.js$/.test(file) ? [file] : deps,
        },
      },
    },
  ),
);
