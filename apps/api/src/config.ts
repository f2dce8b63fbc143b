import { z } from 'zod';

/**
 * The one reader of the environment. Everything else receives a Config, so tests build their
 * own with loadConfig({ ... }) and nothing depends on process.env by accident.
 */

const DEV_JWT_SECRET = 'development-only-jwt-secret-not-for-production-use';
const DEV_ADMIN = { email: 'admin@example.com', password: 'Admin123!', username: 'admin' };
const PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH = 12;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyAsUndefined, z.string().trim().optional());

const booleanFlag = z.preprocess(
  emptyAsUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], {
      errorMap: () => ({ message: 'Expected true or false' }),
    })
    .transform((value) => value === 'true' || value === '1' || value === 'yes')
    .optional(),
);

const integer = (min: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).optional());

const webOrigin = z
  .string()
  .trim()
  .url('Expected a URL such as http://localhost:5173')
  .transform((value) => new URL(value).origin);

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'test', 'production']).default('development'),
    ),
    HOST: z.preprocess(emptyAsUndefined, z.string().trim().default('0.0.0.0')),
    PORT: integer(0, 65535),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .regex(/^postgres(ql)?:\/\//, 'Expected a postgres:// URL')
        .optional(),
    ),
    // Unset: packages/db's default (.data/postgres, or as root a folder postgres can reach).
    PG_DATA_DIR: optionalString,
    PG_PORT: integer(1, 65535),
    SEED_DEMO_DATA: booleanFlag,
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'Must be at least 32 characters').optional(),
    ),
    TOKEN_TTL_HOURS: integer(1, 24 * 90),
    ADMIN_EMAIL: z.preprocess(
      emptyAsUndefined,
      z.string().trim().toLowerCase().email('Expected an e-mail address').optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z.string().min(6, 'Must be at least 6 characters').optional(),
    ),
    ADMIN_USERNAME: optionalString,
    DEMO_INVESTOR_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z.string().min(6, 'Must be at least 6 characters').default('Investor123!'),
    ),
    INVESTOR_WEB_URL: z.preprocess(emptyAsUndefined, webOrigin.default('http://localhost:5173')),
    ADMIN_WEB_URL: z.preprocess(emptyAsUndefined, webOrigin.default('http://localhost:5174')),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .regex(/^smtps?:\/\//, 'Expected an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z.string().trim().default('CoInvest Accra <no-reply@example.com>'),
    ),
    SUPPORT_EMAIL: z.preprocess(
      emptyAsUndefined,
      z.string().trim().email('Expected an e-mail address').default('support@example.com'),
    ),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
    AUTH_RATE_LIMIT_MAX: integer(1, 100_000),
    AUTH_RATE_LIMIT_WINDOW_MS: integer(1_000, 24 * 60 * 60 * 1000),
    TRUST_PROXY: booleanFlag,
    SHUTDOWN_TIMEOUT_MS: integer(1_000, 10 * 60 * 1000),
    KYC_STORAGE_DRIVER: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
    KYC_STORAGE_DIR: z.preprocess(emptyAsUndefined, z.string().trim().default('.data/kyc-files')),
    S3_ENDPOINT: z.preprocess(
      emptyAsUndefined,
      z.string().trim().url('Expected a URL such as https://s3.eu-west-1.amazonaws.com').optional(),
    ),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().trim().default('us-east-1')),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag,
    S3_KMS_KEY_ID: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.KYC_STORAGE_DRIVER === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'Required when KYC_STORAGE_DRIVER is s3',
          });
        }
      }
    }
    if (env.NODE_ENV !== 'production') return;
    const required = ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const;
    for (const name of required) {
      if (env[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'Required in production' });
    ADMIN_MFA: z.preprocess(emptyAsUndefined, z.enum(['required', 'optional']).optional()),
    ADMIN_SESSION_HOURS: integer(1, 24 * 7),
    ADMIN_SESSION_IDLE_MINUTES: integer(1, 24 * 60),
      }
    }
    if (
      env.ADMIN_PASSWORD !== undefined &&
      env.ADMIN_PASSWORD.length < PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `Must be at least ${PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH} characters in production`,
      });
    }
  });

/** Every variable the API reads: the README documents each, and `pnpm dev` passes each on. */
export const ENVIRONMENT_VARIABLES = Object.keys(envSchema.innerType().shape);

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  database: {
    /** A PostgreSQL server; without it an embedded server runs in dataDir on port. */
    url: string | undefined;
    dataDir: string | undefined;
    port: number;
  };
  seedDemoData: boolean;
  auth: {
    jwtSecret: string;
    tokenTtlHours: number;
    /**
     * Per IP, per route, on sign-in, sign-up, forgot-password, reset-password and contact; per
     * account too on sign-in, forgot-password and reset-password.
     */
    rateLimitMax: number;
    rateLimitWindowMs: number;
  };
  admin: { email: string; password: string; username: string };
  demoInvestorPassword: string;
  web: { investorUrl: string; adminUrl: string };
  mail: { smtpUrl: string | undefined; from: string; supportEmail: string };
  logLevel: LogLevel;
  trustProxy: boolean;
  /** How long a SIGTERM/SIGINT shutdown may take before the process exits with code 1. */
  shutdownTimeoutMs: number;
  /** Where KYC files are kept: a local folder (never served) or S3-compatible storage. */
  kycStorage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        /** Unset: AWS S3 of the region. */
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        /** bucket in the path (MinIO and most self-hosted servers) instead of the host name. */
        forcePathStyle: boolean;
        /** Set: uploads are encrypted with this KMS key; unset: with S3's own keys (AES256). */
        kmsKeyId: string | undefined;
      };
  /** Development defaults that were used, for server.ts to print at start-up. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration (fix these environment variables):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const warnings: string[] = [];

  if (e.JWT_SECRET === undefined) {
    warnings.push(
      'JWT_SECRET is not set: tokens are signed with a development secret. Set JWT_SECRET (32+ characters) outside development.',
    );
  }
  const adminFromEnv = e.ADMIN_EMAIL !== undefined && e.ADMIN_PASSWORD !== undefined;
  const admin = {
    email: e.ADMIN_EMAIL ?? DEV_ADMIN.email,
    password: e.ADMIN_PASSWORD ?? DEV_ADMIN.password,
    username: e.ADMIN_USERNAME ?? DEV_ADMIN.username,
  };
  if (!adminFromEnv) {
    warnings.push(
      `ADMIN_EMAIL / ADMIN_PASSWORD are not both set: the admin account is ${admin.email} with password ${admin.password} (development default).`,
    );
  }

  if (e.NODE_ENV === 'production' && e.SMTP_URL === undefined) {
    warnings.push(
      'SMTP_URL is not set: e-mails (password reset codes included) stay in the email_outbox table and are written to the log.',
    );
  }

  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT ?? 3000,
    database: { url: e.DATABASE_URL, dataDir: e.PG_DATA_DIR, port: e.PG_PORT ?? 54329 },
    // Demo data belongs to the zero-setup embedded database, not to a server someone set up.
    seedDemoData: e.SEED_DEMO_DATA ?? e.DATABASE_URL === undefined,
    auth: {
      jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
      tokenTtlHours: e.TOKEN_TTL_HOURS ?? 168,
      rateLimitMax: e.AUTH_RATE_LIMIT_MAX ?? 10,
      rateLimitWindowMs: e.AUTH_RATE_LIMIT_WINDOW_MS ?? 60_000,
    },
    admin,
    demoInvestorPassword: e.DEMO_INVESTOR_PASSWORD,
    web: { investorUrl: e.INVESTOR_WEB_URL, adminUrl: e.ADMIN_WEB_URL },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, supportEmail: e.SUPPORT_EMAIL },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    kycStorage:
      e.KYC_STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            // superRefine made these three required for s3.
            bucket: e.S3_BUCKET ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
            kmsKeyId: e.S3_KMS_KEY_ID,
          }
        : { driver: 'local', dir: e.KYC_STORAGE_DIR },
    warnings,
  };
}
    /** Investors' session lifetime. */
    /** Admin sessions: absolute lifetime and idle limit (server side, in the sessions table). */
    adminSessionHours: number;
    adminSessionIdleMinutes: number;
    /** required: an admin signs in with a second factor (enrolling first); optional: may skip. */
    adminSecondFactor: 'required' | 'optional';
      adminSessionHours: e.ADMIN_SESSION_HOURS ?? 12,
      adminSessionIdleMinutes: e.ADMIN_SESSION_IDLE_MINUTES ?? 30,
      // Optional outside production, so the demo and the browser tests sign in with a password.
      adminSecondFactor: e.ADMIN_MFA ?? (e.NODE_ENV === 'production' ? 'required' : 'optional'),
