import { z } from 'zod';

/** The admin site's settings, read from the build environment here and nowhere else. */
const ZConfigSchema = z.object({
  /** '' calls the API on this origin (the dev and preview servers proxy /api). */
  VITE_API_URL: z.string().optional().default(''),
  /** The investor site, its own origin: the header's Dashboard button leads there. */
  VITE_INVESTOR_WEB_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : 'http://localhost:5173'))
    .pipe(z.string().url()),
});

const env = ZConfigSchema.parse(import.meta.env);

export const config = {
  apiUrl: env.VITE_API_URL.replace(/\/$/, ''),
  investorWebUrl: env.VITE_INVESTOR_WEB_URL.replace(/\/$/, ''),
} as const;
