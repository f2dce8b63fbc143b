import { z } from 'zod';

const optional = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : fallback));

/** The site's settings, read from the build environment here and nowhere else. */
const ZConfigSchema = z.object({
  /** '' calls the API on this origin (the dev and preview servers proxy /api). */
  VITE_API_URL: z.string().optional().default(''),
  /** The admin site, its own origin: the admin is sent there. */
  VITE_ADMIN_WEB_URL: optional('http://localhost:5174').pipe(z.string().url()),
  /** 'false' puts the 'Start Investment Process' introduction before the investing flow. */
  VITE_IDENTITY_VERIFICATION_FLAG: optional('true').pipe(z.enum(['true', 'false'])),
  VITE_CONTACT_EMAIL: optional('support@coinvest-accra.example'),
  VITE_CONTACT_PHONE: optional('+233 30 000 0000'),
  // The company's pages on each network; the network's own page until one is set.
  VITE_SOCIAL_FACEBOOK_URL: optional('https://www.facebook.com/'),
  VITE_SOCIAL_X_URL: optional('https://x.com/'),
  VITE_SOCIAL_LINKEDIN_URL: optional('https://www.linkedin.com/'),
  VITE_SOCIAL_INSTAGRAM_URL: optional('https://www.instagram.com/'),
});

const env = ZConfigSchema.parse(import.meta.env);

export const config = {
  apiUrl: env.VITE_API_URL.replace(/\/$/, ''),
  adminWebUrl: env.VITE_ADMIN_WEB_URL.replace(/\/$/, ''),
  identityVerificationFlag: env.VITE_IDENTITY_VERIFICATION_FLAG === 'true',
  contactEmail: env.VITE_CONTACT_EMAIL,
  contactPhone: env.VITE_CONTACT_PHONE,
  socialLinks: {
    facebook: env.VITE_SOCIAL_FACEBOOK_URL,
    x: env.VITE_SOCIAL_X_URL,
    linkedin: env.VITE_SOCIAL_LINKEDIN_URL,
    instagram: env.VITE_SOCIAL_INSTAGRAM_URL,
  },
} as const;
