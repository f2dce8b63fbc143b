/// <reference types="vitest/config" />
import type { UserConfig } from 'vite';

export interface SiteViteConfigOptions {
  /** The port the site's dev and preview servers listen on. */
  port: number;
  /** Where /api and /ws go (the API); default http://localhost:3000. */
  apiUrl?: string | undefined;
}

export function siteViteConfig(options: SiteViteConfigOptions): UserConfig;
