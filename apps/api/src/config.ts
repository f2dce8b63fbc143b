import { isIP } from 'node:net';
import { DEFAULT_POOL_LIMITS } from '@coinvest/db';
import { DEFAULT_SUPPORT_EMAIL } from '@coinvest/contract';
import { z } from 'zod';
import { isBreachedPassword } from './features/users/breached-passwords';

/**
 * The one reader of the environment. Everything else receives a Config, so tests build their
 * own with loadConfig({ ... }) and nothing depends on process.env by accident.
 */

const DEV_JWT_SECRET = 'development-only-jwt-secret-not-for-production-use';
const DEV_ADMIN = { email: 'admin@example.com', password: 'Osu-Castle-Admin', username: 'admin' };
const PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH = 12;
/** Signs the Paystack stand-in's webhooks in development and tests; published, so never production's. */
export const DEV_PAYSTACK_SECRET_KEY = 'sk_test_development-only-paystack-stand-in-secret';
const PAYSTACK_API_URL = 'https://api.paystack.co';
const DEMO_INVESTOR_DEFAULT_PASSWORD = 'Kente-Investor';
/** The development defaults before passwords needed 8 characters and no common stem. */
const EARLIER_DEFAULT_PASSWORDS = ['Admin123!', 'Investor123!'];

/**
 * Secrets published in this repository (the development defaults, the demo investor's password,
 * the compose file's old change-me defaults): anyone can read them, so production refuses them.
 */
const PUBLISHED_SECRETS = new Set([
  DEV_JWT_SECRET,
  DEV_ADMIN.password,
  DEMO_INVESTOR_DEFAULT_PASSWORD,
  ...EARLIER_DEFAULT_PASSWORDS,
]);
const isPublishedSecret = (value: string) =>
  PUBLISHED_SECRETS.has(value) || /change-?me/i.test(value);

const NODE_ENV_UNSET =
  'NODE_ENV: Not set, so production rules apply. To run locally use npm start or pnpm dev, or set NODE_ENV=development';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MAIL_DRIVERS = ['smtp', 'log', 'file'] as const;

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

/** Milliseconds within min and max, or 0 for no limit of ours. */
const timeoutOrZero = (min: number, max: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      // A fraction is refused by int() already: one problem is enough.
      .refine((ms) => !Number.isInteger(ms) || ms === 0 || (ms >= min && ms <= max), {
        message: `Expected 0 (no limit) or ${min} to ${max}`,
      })
      .optional(),
  );

/** proxy-addr's names for the loopback, link-local and private ranges (Fastify passes them on). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
}

const WRITE_THE_PROXIES = "Write the proxies' addresses or CIDR ranges, e.g. 10.0.0.0/8,127.0.0.1";

/**
 * Fastify's trustProxy as a list of the proxies' addresses or ranges. Never true: that trusts
 * every X-Forwarded-For entry, so a client could pick its own address. No hop count either:
 * Fastify 5 ignores one (it cannot tell the proxy from a client sending its own header).
 */
const trustedProxies = z
  .preprocess(emptyAsUndefined, z.string().trim().optional())
  .transform((value, ctx): false | string[] | undefined => {
    if (value === undefined) return undefined;
    const flag = value.toLowerCase();
    if (flag === 'false' || flag === 'no' || flag === '0') return false;
    if (flag === 'true' || flag === 'yes' || /^\d+$/.test(value)) {
      const what = /^\d+$/.test(value) ? 'A hop count' : 'true';
      ctx.addIssue({
        code: 'custom',
        message: `${what} would believe an X-Forwarded-For the client wrote itself, so any client could pick its own address. ${WRITE_THE_PROXIES}`,
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Not an IP address or CIDR range: ${invalid.map((entry) => `'${entry}'`).join(', ')}. ${WRITE_THE_PROXIES}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const webOrigin = z
  .string()
  .trim()
  .url('Expected a URL such as http://localhost:5173')
  .transform((value) => new URL(value).origin);

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      // Unset means production: the quick-start paths and the tests say development or test.
      z.enum(['development', 'test', 'production']).default('production'),
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
    DB_POOL_MAX: integer(1, 1_000),
    DB_CONNECTION_TIMEOUT_MS: integer(100, 10 * 60 * 1000),
    DB_STATEMENT_TIMEOUT_MS: timeoutOrZero(100, 24 * 60 * 60 * 1000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: timeoutOrZero(100, 24 * 60 * 60 * 1000),
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .min(16, 'Must be at least 16 characters')
        .regex(/^[\x21-\x7e]+$/, 'Letters, digits and punctuation only (it travels in a header)')
        .optional(),
    ),
    SEED_DEMO_DATA: booleanFlag,
    API_DOCS: booleanFlag,
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'Must be at least 32 characters').optional(),
    ),
    // The secret JWT_SECRET replaced, while second-factor secrets are moved to the new one.
    JWT_SECRET_PREVIOUS: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'Must be at least 32 characters').optional(),
    ),
    TOKEN_TTL_HOURS: integer(1, 24 * 90),
    INVESTOR_SESSION_IDLE_DAYS: integer(1, 90),
    ADMIN_MFA: z.preprocess(emptyAsUndefined, z.enum(['required', 'optional']).optional()),
    INSPECTOR_MFA: z.preprocess(emptyAsUndefined, z.enum(['required', 'optional']).optional()),
    ADMIN_SESSION_HOURS: integer(1, 24 * 7),
    ADMIN_SESSION_IDLE_MINUTES: integer(1, 24 * 60),
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
      z.string().min(6, 'Must be at least 6 characters').default(DEMO_INVESTOR_DEFAULT_PASSWORD),
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
    // Unset: smtp when SMTP_URL is set, else the development mailbox (refused in production).
    MAIL_DRIVER: z.preprocess(emptyAsUndefined, z.enum(MAIL_DRIVERS).optional()),
    MAIL_DIR: z.preprocess(emptyAsUndefined, z.string().trim().default('.data/mailbox')),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z.string().trim().default('CoInvest Accra <no-reply@example.com>'),
    ),
    SUPPORT_EMAIL: z.preprocess(
      emptyAsUndefined,
      z.string().trim().email('Expected an e-mail address').default(DEFAULT_SUPPORT_EMAIL),
    ),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
    AUTH_RATE_LIMIT_MAX: integer(1, 100_000),
    AUTH_RATE_LIMIT_WINDOW_MS: integer(1_000, 24 * 60 * 60 * 1000),
    MAX_PENDING_INVESTMENTS: integer(1, 1_000),
    MAX_PENDING_INVESTMENT_TOTAL_USD: integer(1, 1_000_000_000),
    TRUST_PROXY: trustedProxies,
    SHUTDOWN_TIMEOUT_MS: integer(1_000, 10 * 60 * 1000),
    JOB_WORKER: z.preprocess(emptyAsUndefined, z.enum(['in-process', 'off']).default('in-process')),
    JOB_CONCURRENCY: integer(1, 50),
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
    S3_SESSION_TOKEN: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag,
    S3_KMS_KEY_ID: optionalString,
    S3_TIMEOUT_MS: integer(100, 120_000),
    TRANSLATE_URL: z.preprocess(
      emptyAsUndefined,
      z.string().trim().url('Expected a URL such as https://libretranslate.example.com').optional(),
    ),
    TRANSLATE_API_KEY: optionalString,
    TRANSLATE_TIMEOUT_MS: integer(100, 60_000),
    TRANSLATE_DAILY_CHARACTER_BUDGET: integer(0, 1_000_000_000),
    TRANSLATE_CACHE_DAYS: integer(1, 3_650),
    CHATBOT_RATE_LIMIT_MAX: integer(1, 100_000),
    CHATBOT_LLM_URL: z.preprocess(
      emptyAsUndefined,
      z.string().trim().url('Expected a URL such as https://api.openai.com/v1').optional(),
    ),
    CHATBOT_LLM_API_KEY: optionalString,
    CHATBOT_LLM_MODEL: optionalString,
    CHATBOT_LLM_TIMEOUT_MS: integer(100, 60_000),
    CHATBOT_LLM_DAILY_REQUEST_BUDGET: integer(0, 1_000_000_000),
    PAYSTACK_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z.string().trim().min(16, 'Must be at least 16 characters').optional(),
    ),
    PAYSTACK_BASE_URL: z.preprocess(
      emptyAsUndefined,
      z.string().trim().url('Expected a URL such as https://api.paystack.co').optional(),
    ),
    PAYMENTS_BANK_TRANSFER_ONLY: booleanFlag,
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
    if (env.MAIL_DRIVER === 'smtp' && env.SMTP_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'Required when MAIL_DRIVER is smtp',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.MAIL_DRIVER === 'file') {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_DRIVER'],
        message: 'The file mailbox is for development and tests; use smtp, or log on a staging box',
      });
    } else if (env.MAIL_DRIVER === undefined && env.SMTP_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'Required in production (or MAIL_DRIVER=log on a staging box, which sends no e-mail)',
      });
    }
    const required = ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const;
    for (const name of required) {
      if (env[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'Required in production' });
      }
    }
    if (env.DATABASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'Required in production (the embedded PostgreSQL is for development and tests)',
      });
    }
    if (env.SEED_DEMO_DATA === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO_DATA'],
        message: 'Must not be true in production: the demo accounts have published passwords',
      });
    }
    if (env.PAYSTACK_SECRET_KEY === undefined && env.PAYMENTS_BANK_TRANSFER_ONLY !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message:
          'Required in production, unless PAYMENTS_BANK_TRANSFER_ONLY=true limits payments to bank transfer',
      });
    }
    if (env.PAYSTACK_SECRET_KEY === DEV_PAYSTACK_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message: "Is the development stand-in's published key; use your Paystack secret key",
      });
    }
    const published: string[] = [];
    for (const name of ['JWT_SECRET', 'JWT_SECRET_PREVIOUS', 'ADMIN_PASSWORD'] as const) {
      const value = env[name];
      if (value !== undefined && isPublishedSecret(value)) {
        published.push(name);
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'Is a published placeholder; generate your own (e.g. openssl rand -base64 32)',
        });
      }
    }
    if (
      env.ADMIN_PASSWORD !== undefined &&
      !published.includes('ADMIN_PASSWORD') &&
      env.ADMIN_PASSWORD.length < PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `Must be at least ${PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH} characters in production`,
      });
    } else if (
      env.ADMIN_PASSWORD !== undefined &&
      !published.includes('ADMIN_PASSWORD') &&
      isBreachedPassword(env.ADMIN_PASSWORD)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'Is a common breached password; choose another',
      });
    }
  });

/** Every variable the API reads: the README documents each, and `pnpm dev` passes each on. */
export const ENVIRONMENT_VARIABLES = Object.keys(envSchema.innerType().shape);

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * How e-mail leaves the API: SMTP; only a log line that one was sent (masked address and
 * subject, a staging box); or one JSON file per mail in a folder (development and tests).
 */
export type MailDelivery =
  { driver: 'smtp'; smtpUrl: string } | { driver: 'log' } | { driver: 'file'; dir: string };

export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  database: {
    /** A PostgreSQL server; without it an embedded server runs in dataDir on port. */
    url: string | undefined;
    dataDir: string | undefined;
    port: number;
    /**
     * The API's pool: its size, how long a query waits for a connection, and the server-side
     * time-outs of a statement and of a session idle in a transaction (0: not set).
     */
    pool: {
      max: number;
      connectionTimeoutMs: number;
      statementTimeoutMs: number;
      idleInTransactionTimeoutMs: number;
    };
  };
  /** Set: GET /metrics answers a scraper sending it as its bearer token; unset: 404. */
  metrics: { token: string | undefined };
  seedDemoData: boolean;
  /** The OpenAPI document and its browsing page (/api/openapi.json, /api/docs). */
  apiDocs: boolean;
  auth: {
    /** What the per-purpose keys are derived from (features/auth/server-keys.ts). */
    jwtSecret: string;
    /** The secret before the last rotation: second-factor secrets under it are still read. */
    previousJwtSecret: string | undefined;
    /** Investors' session lifetime. */
    tokenTtlHours: number;
    /** Investors' sessions end after this many minutes unused. */
    investorSessionIdleMinutes: number;
    /**
     * Admin and inspector sessions: absolute lifetime and idle limit (server side, in the
     * sessions table).
     */
    adminSessionHours: number;
    adminSessionIdleMinutes: number;
    /** required: an admin signs in with a second factor (enrolling first); optional: may skip. */
    adminSecondFactor: 'required' | 'optional';
    /** The same for inspectors, whose verdicts investors rely on. */
    inspectorSecondFactor: 'required' | 'optional';
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
  mail: { delivery: MailDelivery; from: string; supportEmail: string };
  logLevel: LogLevel;
  /** The proxies (addresses or CIDR ranges) whose X-Forwarded-For entry is believed. */
  trustProxy: false | string[];
  /** How long a SIGTERM/SIGINT shutdown may take before the process exits with code 1. */
  shutdownTimeoutMs: number;
  /**
   * Background jobs: `in-process` runs a worker inside this process (the default; the worker
   * command runs one alone), `off` only adds jobs, for API instances beside worker processes.
   */
  jobs: { worker: 'in-process' | 'off'; concurrency: number };
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
        /** Set with temporary credentials (an IAM role's, STS), which expire. */
        sessionToken: string | undefined;
        /** bucket in the path (MinIO and most self-hosted servers) instead of the host name. */
        forcePathStyle: boolean;
        /** Set: uploads are encrypted with this KMS key; unset: with S3's own keys (AES256). */
        kmsKeyId: string | undefined;
        /** How long one attempt may wait for S3's answer before it is tried again. */
        timeoutMs: number;
      };
  /**
   * What one user may hold awaiting payment at a time (docs/product-rules.md, Investments):
   * at most this many reservations, together at most this many US dollars.
   */
  pendingInvestments: { maxCount: number; maxTotalUsd: number };
  /**
   * The LibreTranslate-compatible service behind /api/translate (its base URL; calls go to
   * `${url}/translate`); unset: texts are answered untranslated.
   */
  translation: {
    url: string | undefined;
    apiKey: string | undefined;
    timeoutMs: number;
    /** Characters sent to the service per UTC day, all instances together; then untranslated. */
    dailyCharacterBudget: number;
    /** How long a cached machine translation answers before the service is asked again. */
    cacheDays: number;
  };
  chatbot: {
    /** Messages per client address per minute. */
    rateLimitMax: number;
    /**
     * An OpenAI-compatible chat completions service (its base URL; calls go to
     * `${url}/chat/completions`) that words the answer from the retrieved facts; unset: the
     * rule-based answer is sent as it is.
     */
    llm:
      | {
          url: string;
          apiKey: string | undefined;
          model: string;
          timeoutMs: number;
          /** Calls per UTC day, all instances together; then the rule-based answer is sent. */
          dailyRequestBudget: number;
        }
      | undefined;
  };
  /**
   * Payments through Paystack. bankTransferOnly: investors pay by bank transfer alone and the
   * provider is never called. paystack: its secret key (which also signs its webhooks) and base
   * URL; baseUrl undefined starts the bundled stand-in on loopback (development and tests only).
   * Undefined with bankTransferOnly and no key.
   */
  payments: {
    bankTransferOnly: boolean;
    paystack: { secretKey: string; baseUrl: string | undefined } | undefined;
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
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    if (emptyAsUndefined(env.NODE_ENV) === undefined) problems.unshift(NODE_ENV_UNSET);
    throw new ConfigError(problems);
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

  // superRefine refused the combinations without a way to send (smtp without SMTP_URL, file in production).
  const mailDriver = e.MAIL_DRIVER ?? (e.SMTP_URL === undefined ? 'file' : 'smtp');
  const mailDelivery: MailDelivery =
    mailDriver === 'smtp'
      ? { driver: 'smtp', smtpUrl: e.SMTP_URL ?? '' }
      : mailDriver === 'log'
        ? { driver: 'log' }
        : { driver: 'file', dir: e.MAIL_DIR };
  if (mailDelivery.driver === 'log') {
    warnings.push(
      'MAIL_DRIVER=log: no e-mail is sent (password reset codes included); the log only notes each one.',
    );
  }

  const bankTransferOnly = e.PAYMENTS_BANK_TRANSFER_ONLY ?? false;
  // superRefine refused production without a key unless payments are bank transfer only.
  const paystack =
    e.PAYSTACK_SECRET_KEY !== undefined
      ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL ?? PAYSTACK_API_URL }
      : bankTransferOnly
        ? undefined
        : { secretKey: DEV_PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL };
  if (e.PAYSTACK_SECRET_KEY === undefined && !bankTransferOnly) {
    warnings.push(
      e.PAYSTACK_BASE_URL === undefined
        ? 'PAYSTACK_SECRET_KEY is not set: payments go to the bundled Paystack stand-in on loopback, whose test checkout takes no money.'
        : `PAYSTACK_SECRET_KEY is not set: payments go to ${e.PAYSTACK_BASE_URL} with the development stand-in's key.`,
    );
  }

  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT ?? 3000,
    database: {
      url: e.DATABASE_URL,
      dataDir: e.PG_DATA_DIR,
      port: e.PG_PORT ?? 54329,
      pool: {
        max: e.DB_POOL_MAX ?? DEFAULT_POOL_LIMITS.max,
        connectionTimeoutMs: e.DB_CONNECTION_TIMEOUT_MS ?? DEFAULT_POOL_LIMITS.connectionTimeoutMs,
        statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS ?? DEFAULT_POOL_LIMITS.statementTimeoutMs,
        idleInTransactionTimeoutMs:
          e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS ?? DEFAULT_POOL_LIMITS.idleInTransactionTimeoutMs,
      },
    },
    metrics: { token: e.METRICS_TOKEN },
    // Demo data belongs to the zero-setup embedded database, not to a server someone set up.
    seedDemoData: e.SEED_DEMO_DATA ?? e.DATABASE_URL === undefined,
    // A map of every route is for the people building on the API, not for the public.
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    auth: {
      jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
      previousJwtSecret: e.JWT_SECRET_PREVIOUS,
      tokenTtlHours: e.TOKEN_TTL_HOURS ?? 168,
      investorSessionIdleMinutes: (e.INVESTOR_SESSION_IDLE_DAYS ?? 7) * 24 * 60,
      adminSessionHours: e.ADMIN_SESSION_HOURS ?? 12,
      adminSessionIdleMinutes: e.ADMIN_SESSION_IDLE_MINUTES ?? 30,
      // Optional outside production, so the demo and the browser tests sign in with a password.
      adminSecondFactor: e.ADMIN_MFA ?? (e.NODE_ENV === 'production' ? 'required' : 'optional'),
      inspectorSecondFactor:
        e.INSPECTOR_MFA ?? (e.NODE_ENV === 'production' ? 'required' : 'optional'),
      rateLimitMax: e.AUTH_RATE_LIMIT_MAX ?? 10,
      rateLimitWindowMs: e.AUTH_RATE_LIMIT_WINDOW_MS ?? 60_000,
    },
    admin,
    demoInvestorPassword: e.DEMO_INVESTOR_PASSWORD,
    web: { investorUrl: e.INVESTOR_WEB_URL, adminUrl: e.ADMIN_WEB_URL },
    mail: { delivery: mailDelivery, from: e.MAIL_FROM, supportEmail: e.SUPPORT_EMAIL },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    jobs: { worker: e.JOB_WORKER, concurrency: e.JOB_CONCURRENCY ?? 2 },
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
            sessionToken: e.S3_SESSION_TOKEN,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
            kmsKeyId: e.S3_KMS_KEY_ID,
            timeoutMs: e.S3_TIMEOUT_MS ?? 10_000,
          }
        : { driver: 'local', dir: e.KYC_STORAGE_DIR },
    pendingInvestments: {
      maxCount: e.MAX_PENDING_INVESTMENTS ?? 3,
      maxTotalUsd: e.MAX_PENDING_INVESTMENT_TOTAL_USD ?? 1_000_000,
    },
    translation: {
      url: e.TRANSLATE_URL,
      apiKey: e.TRANSLATE_API_KEY,
      timeoutMs: e.TRANSLATE_TIMEOUT_MS ?? 5_000,
      dailyCharacterBudget: e.TRANSLATE_DAILY_CHARACTER_BUDGET ?? 500_000,
      cacheDays: e.TRANSLATE_CACHE_DAYS ?? 90,
    },
    chatbot: {
      rateLimitMax: e.CHATBOT_RATE_LIMIT_MAX ?? 20,
      llm:
        e.CHATBOT_LLM_URL === undefined
          ? undefined
          : {
              url: e.CHATBOT_LLM_URL.replace(/\/+$/, ''),
              apiKey: e.CHATBOT_LLM_API_KEY,
              model: e.CHATBOT_LLM_MODEL ?? 'gpt-4o-mini',
              timeoutMs: e.CHATBOT_LLM_TIMEOUT_MS ?? 8_000,
              dailyRequestBudget: e.CHATBOT_LLM_DAILY_REQUEST_BUDGET ?? 2_000,
            },
    },
    payments: { bankTransferOnly, paystack },
    warnings,
  };
}
