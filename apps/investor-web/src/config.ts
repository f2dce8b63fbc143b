import { DEFAULT_SUPPORT_EMAIL } from '@coinvest/contract';

const env = import.meta.env;

/** An optional setting: its value, or the fallback when it is unset or empty. */
function optional(value: string | undefined, fallback: string): string {
  return value ? value : fallback;
}

/** A setting that must be a URL; a wrong one stops the build's site at once, not on first use. */
function url(name: string, value: string): string {
  try {
    new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, not '${value}'`);
  }
  return value;
}

/** 'true' or 'false'; anything else is a mistake in the build's environment. */
function flag(name: string, value: string): boolean {
  if (value !== 'true' && value !== 'false') {
    throw new Error(`${name} must be 'true' or 'false', not '${value}'`);
  }
  return value === 'true';
}

/**
 * The site's settings, read from the build environment here and nowhere else. Checked by hand,
 * not with zod, which would otherwise come with the first page for this alone.
 */
export const config = {
  /** '' calls the API on this origin (the dev and preview servers proxy /api). */
  apiUrl: (env.VITE_API_URL ?? '').replace(/\/$/, ''),
  /** The admin site, its own origin: the admin is sent there. */
  adminWebUrl: url(
    'VITE_ADMIN_WEB_URL',
    optional(env.VITE_ADMIN_WEB_URL, 'http://localhost:5174'),
  ).replace(/\/$/, ''),
  /** false puts the 'Start Investment Process' introduction before the investing flow. */
  identityVerificationFlag: flag(
    'VITE_IDENTITY_VERIFICATION_FLAG',
    optional(env.VITE_IDENTITY_VERIFICATION_FLAG, 'true'),
  ),
  contactEmail: optional(env.VITE_CONTACT_EMAIL, DEFAULT_SUPPORT_EMAIL),
  contactPhone: optional(env.VITE_CONTACT_PHONE, '+233 30 000 0000'),
  // The company's pages on each network; the network's own page until one is set.
  socialLinks: {
    facebook: optional(env.VITE_SOCIAL_FACEBOOK_URL, 'https://www.facebook.com/'),
    x: optional(env.VITE_SOCIAL_X_URL, 'https://x.com/'),
    linkedin: optional(env.VITE_SOCIAL_LINKEDIN_URL, 'https://www.linkedin.com/'),
    instagram: optional(env.VITE_SOCIAL_INSTAGRAM_URL, 'https://www.instagram.com/'),
  },
} as const;
