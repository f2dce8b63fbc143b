import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '@coinvest/contract';
import { ConfigError, DEV_PAYSTACK_SECRET_KEY, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** The problems reported for one variable. */
function problemsWith(env: Record<string, string>, name: string): string[] {
  return problemsOf(env).filter((problem) => problem.startsWith(`${name}:`));
}

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-more-than-32-chars',
  ADMIN_EMAIL: 'Owner@Example.com',
  ADMIN_PASSWORD: 'a-long-admin-password',
  DATABASE_URL: 'postgres://app:pw@db:5432/coinvest',
  SMTP_URL: 'smtp://mail.example.com',
  PAYSTACK_SECRET_KEY: 'sk_live_a-production-paystack-key',
};
const DEVELOPMENT = { NODE_ENV: 'development' };

describe('loadConfig', () => {
  it('starts in development when told so, and says which defaults it used', () => {
    const config = loadConfig(DEVELOPMENT);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 3000,
      database: { url: undefined, dataDir: undefined, port: 54329 },
      seedDemoData: true,
      auth: { tokenTtlHours: 168, rateLimitMax: 10, rateLimitWindowMs: 60_000 },
      admin: { email: 'admin@example.com', password: 'Osu-Castle-Admin', username: 'admin' },
      demoInvestorPassword: 'Kente-Investor',
      web: { investorUrl: 'http://localhost:5173', adminUrl: 'http://localhost:5174' },
      mail: {
        delivery: { driver: 'file', dir: '.data/mailbox' },
        from: 'CoInvest Accra <no-reply@example.com>',
        supportEmail: DEFAULT_SUPPORT_EMAIL,
      },
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.warnings.join('\n')).toContain('JWT_SECRET');
    expect(config.warnings.join('\n')).toContain('admin@example.com');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ...PRODUCTION,
      HOST: '127.0.0.1',
      PORT: '8080',
      SEED_DEMO_DATA: 'false',
      TOKEN_TTL_HOURS: '12',
      ADMIN_USERNAME: 'owner',
      INVESTOR_WEB_URL: 'https://invest.example.com/',
      ADMIN_WEB_URL: 'https://admin.example.com',
      SMTP_URL: 'smtps://user:pw@mail.example.com',
      AUTH_RATE_LIMIT_MAX: '5',
      AUTH_RATE_LIMIT_WINDOW_MS: '30000',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '127.0.0.1',
      port: 8080,
      database: { url: PRODUCTION.DATABASE_URL },
      seedDemoData: false,
      auth: { jwtSecret: PRODUCTION.JWT_SECRET, tokenTtlHours: 12, rateLimitMax: 5 },
      admin: { email: 'owner@example.com', username: 'owner' },
      web: { investorUrl: 'https://invest.example.com', adminUrl: 'https://admin.example.com' },
      mail: { delivery: { driver: 'smtp', smtpUrl: 'smtps://user:pw@mail.example.com' } },
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      logLevel: 'warn',
    });
    expect(config.warnings).toEqual([]);
  });

  it('does not seed demo data into a database someone set up, unless asked', () => {
    expect(
      loadConfig({ ...DEVELOPMENT, DATABASE_URL: 'postgres://localhost/db' }).seedDemoData,
    ).toBe(false);
    expect(loadConfig({ ...DEVELOPMENT, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      ...DEVELOPMENT,
      PORT: 'eighty',
      JWT_SECRET: 'short',
      DATABASE_URL: 'mysql://nope',
      TRUST_PROXY: 'maybe',
      INVESTOR_WEB_URL: 'localhost',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'INVESTOR_WEB_URL',
      'JWT_SECRET',
      'PORT',
      'TRUST_PROXY',
    ]);
    expect(problems).toContain('JWT_SECRET: Must be at least 32 characters');
    expect(() => loadConfig({ ...DEVELOPMENT, PORT: 'eighty' })).toThrow(
      /Invalid configuration[\s\S]*PORT/,
    );
  });

  it('requires real secrets and admin credentials in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(
      expect.arrayContaining([
        'ADMIN_EMAIL: Required in production',
        'ADMIN_PASSWORD: Required in production',
        'DATABASE_URL: Required in production (the embedded PostgreSQL is for development and tests)',
        'JWT_SECRET: Required in production',
      ]),
    );
    expect(problemsWith({ ...PRODUCTION, ADMIN_PASSWORD: 'short-pw' }, 'ADMIN_PASSWORD')).toEqual([
      'ADMIN_PASSWORD: Must be at least 12 characters in production',
    ]);
    expect(
      problemsWith({ ...PRODUCTION, ADMIN_PASSWORD: 'Administrator2024!' }, 'ADMIN_PASSWORD'),
    ).toEqual(['ADMIN_PASSWORD: Is a common breached password; choose another']);
  });

  it('refuses production without the payment provider key unless payments are bank transfer only', () => {
    const { PAYSTACK_SECRET_KEY: _key, ...withoutKey } = PRODUCTION;
    expect(problemsWith(withoutKey, 'PAYSTACK_SECRET_KEY')).toEqual([
      'PAYSTACK_SECRET_KEY: Required in production, unless PAYMENTS_BANK_TRANSFER_ONLY=true limits payments to bank transfer',
    ]);
    expect(loadConfig({ ...withoutKey, PAYMENTS_BANK_TRANSFER_ONLY: 'true' }).payments).toEqual({
      bankTransferOnly: true,
      paystack: undefined,
    });
    expect(loadConfig(PRODUCTION).payments.paystack).toEqual({
      secretKey: PRODUCTION.PAYSTACK_SECRET_KEY,
      baseUrl: 'https://api.paystack.co',
    });
    expect(
      problemsWith(
        { ...PRODUCTION, PAYSTACK_SECRET_KEY: DEV_PAYSTACK_SECRET_KEY },
        'PAYSTACK_SECRET_KEY',
      ),
    ).toEqual([
      "PAYSTACK_SECRET_KEY: Is the development stand-in's published key; use your Paystack secret key",
    ]);
  });

  it('sends payments to the loopback stand-in in development when no key is set', () => {
    const config = loadConfig(DEVELOPMENT);
    expect(config.payments).toEqual({
      bankTransferOnly: false,
      paystack: { secretKey: DEV_PAYSTACK_SECRET_KEY, baseUrl: undefined },
    });
    expect(config.warnings.join('\n')).toContain('PAYSTACK_SECRET_KEY is not set');
  });

  it('treats an unset NODE_ENV as production, and says how to run locally', () => {
    expect(loadConfig({ ...PRODUCTION, NODE_ENV: '' }).nodeEnv).toBe('production');
    const problems = problemsOf({});
    expect(problems).toContain(
      'NODE_ENV: Not set, so production rules apply. To run locally use npm start or pnpm dev, or set NODE_ENV=development',
    );
    expect(problems).toContain('JWT_SECRET: Required in production');
    expect(problems).toContain(
      'DATABASE_URL: Required in production (the embedded PostgreSQL is for development and tests)',
    );
  });

  it('loads no demo data in production', () => {
    expect(loadConfig(PRODUCTION).seedDemoData).toBe(false);
    expect(problemsWith({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }, 'SEED_DEMO_DATA')).toEqual([
      'SEED_DEMO_DATA: Must not be true in production: the demo accounts have published passwords',
    ]);
  });

  it('refuses the published placeholder secrets in production, naming the variable', () => {
    const placeholders = {
      JWT_SECRET: [
        'development-only-jwt-secret-not-for-production-use',
        'change-me-to-a-long-random-secret-of-32-chars',
        'please-CHANGE-ME-this-is-long-enough-for-32-characters',
      ],
      ADMIN_PASSWORD: [
        'Osu-Castle-Admin',
        'Kente-Investor',
        'Admin123!',
        'Investor123!',
        'Change-Me-Admin-2026',
      ],
    };
    for (const [name, values] of Object.entries(placeholders)) {
      for (const value of values) {
        expect(problemsWith({ ...PRODUCTION, [name]: value }, name)).toEqual([
          `${name}: Is a published placeholder; generate your own (e.g. openssl rand -base64 32)`,
        ]);
      }
    }
    // Outside production the development defaults are the point.
    expect(loadConfig({ ...DEVELOPMENT, ADMIN_PASSWORD: 'Osu-Castle-Admin' }).admin.password).toBe(
      'Osu-Castle-Admin',
    );
  });

  it('trusts only the proxies it is named: addresses or CIDR ranges', () => {
    const trustProxy = (value: string) =>
      loadConfig({ ...PRODUCTION, TRUST_PROXY: value }).trustProxy;
    expect(loadConfig(PRODUCTION).trustProxy).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy(' 172.16.0.0/12 ,::1, fd00::/8,loopback')).toEqual([
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    const writeTheProxies =
      "Write the proxies' addresses or CIDR ranges, e.g. 10.0.0.0/8,127.0.0.1";
    for (const everyHop of ['true', 'yes', 'TRUE']) {
      expect(problemsWith({ ...PRODUCTION, TRUST_PROXY: everyHop }, 'TRUST_PROXY')).toEqual([
        `TRUST_PROXY: true would believe an X-Forwarded-For the client wrote itself, so any client could pick its own address. ${writeTheProxies}`,
      ]);
    }
    expect(problemsWith({ ...PRODUCTION, TRUST_PROXY: '1' }, 'TRUST_PROXY')).toEqual([
      `TRUST_PROXY: A hop count would believe an X-Forwarded-For the client wrote itself, so any client could pick its own address. ${writeTheProxies}`,
    ]);
    expect(
      problemsWith({ ...PRODUCTION, TRUST_PROXY: '10.0.0.1,proxy.internal' }, 'TRUST_PROXY'),
    ).toEqual([
      `TRUST_PROXY: Not an IP address or CIDR range: 'proxy.internal'. ${writeTheProxies}`,
    ]);
    for (const bad of ['10.0.0.0/33', '::1/129', '10.0.0.1,', '-1', '1.5', '10.0.0.0/8/8']) {
      expect(problemsWith({ ...PRODUCTION, TRUST_PROXY: bad }, 'TRUST_PROXY')).toHaveLength(1);
    }
  });

  it('bounds the shutdown: 10 s unless SHUTDOWN_TIMEOUT_MS says otherwise, within 1 s to 10 min', () => {
    expect(loadConfig(DEVELOPMENT).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ ...DEVELOPMENT, SHUTDOWN_TIMEOUT_MS: '25000' }).shutdownTimeoutMs).toBe(
      25_000,
    );
    expect(loadConfig({ ...DEVELOPMENT, SHUTDOWN_TIMEOUT_MS: '' }).shutdownTimeoutMs).toBe(10_000);
    for (const bad of ['0', '999', '600001', '1500.5', 'ten']) {
      expect(
        problemsOf({ ...DEVELOPMENT, SHUTDOWN_TIMEOUT_MS: bad }).map((p) => p.split(':')[0]),
      ).toEqual(['SHUTDOWN_TIMEOUT_MS']);
    }
  });

  it('bounds the database pool: 10 connections, a 5 s wait, 30 s statements, 60 s idle in a transaction unless told', () => {
    expect(loadConfig(DEVELOPMENT).database.pool).toEqual({
      max: 10,
      connectionTimeoutMs: 5_000,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 60_000,
    });
    const told = loadConfig({
      ...PRODUCTION,
      DB_POOL_MAX: '25',
      DB_CONNECTION_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '0',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '15000',
    });
    expect(told.database.pool).toEqual({
      max: 25,
      connectionTimeoutMs: 2_000,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 15_000,
    });
    const bad = {
      DB_POOL_MAX: ['0', '1001', '2.5', 'many'],
      // 0 would let a query wait for a connection for ever.
      DB_CONNECTION_TIMEOUT_MS: ['0', '99', '600001', 'soon'],
      DB_STATEMENT_TIMEOUT_MS: ['-1', '50', '86400001', '1.5'],
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: ['-1', '99', '86400001', 'long'],
    };
    for (const [name, values] of Object.entries(bad)) {
      for (const value of values) {
        expect(problemsOf({ ...DEVELOPMENT, [name]: value }).map((p) => p.split(':')[0])).toEqual([
          name,
        ]);
      }
    }
    expect(
      problemsWith({ ...DEVELOPMENT, DB_STATEMENT_TIMEOUT_MS: '50' }, 'DB_STATEMENT_TIMEOUT_MS'),
    ).toEqual(['DB_STATEMENT_TIMEOUT_MS: Expected 0 (no limit) or 100 to 86400000']);
  });

  it('serves metrics only with a token of 16 or more visible characters', () => {
    expect(loadConfig(DEVELOPMENT).metrics).toEqual({ token: undefined });
    expect(loadConfig({ ...DEVELOPMENT, METRICS_TOKEN: '' }).metrics).toEqual({ token: undefined });
    const token = 'scrape-0123456789-abcdef';
    expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: token }).metrics).toEqual({ token });
    expect(problemsWith({ ...DEVELOPMENT, METRICS_TOKEN: 'short' }, 'METRICS_TOKEN')).toEqual([
      'METRICS_TOKEN: Must be at least 16 characters',
    ]);
    expect(
      problemsWith({ ...DEVELOPMENT, METRICS_TOKEN: 'with a space in it, long' }, 'METRICS_TOKEN'),
    ).toHaveLength(1);
  });

  it('mails over SMTP in production; the log driver only when asked, the file mailbox never', () => {
    const withoutSmtp = { ...PRODUCTION, SMTP_URL: '' };
    expect(problemsWith(withoutSmtp, 'SMTP_URL')).toEqual([
      'SMTP_URL: Required in production (or MAIL_DRIVER=log on a staging box, which sends no e-mail)',
    ]);
    const staging = loadConfig({ ...withoutSmtp, MAIL_DRIVER: 'log' });
    expect(staging.mail.delivery).toEqual({ driver: 'log' });
    expect(staging.warnings.join('\n')).toContain('MAIL_DRIVER=log: no e-mail is sent');
    expect(problemsWith({ ...PRODUCTION, MAIL_DRIVER: 'file' }, 'MAIL_DRIVER')).toEqual([
      'MAIL_DRIVER: The file mailbox is for development and tests; use smtp, or log on a staging box',
    ]);
    expect(problemsWith({ ...DEVELOPMENT, MAIL_DRIVER: 'smtp' }, 'SMTP_URL')).toEqual([
      'SMTP_URL: Required when MAIL_DRIVER is smtp',
    ]);
    expect(loadConfig({ ...DEVELOPMENT, MAIL_DIR: '/tmp/mail' }).mail.delivery).toEqual({
      driver: 'file',
      dir: '/tmp/mail',
    });
  });

  it("requires admins' second factor in production and makes it optional elsewhere, unless told", () => {
    expect(loadConfig(PRODUCTION).auth.adminSecondFactor).toBe('required');
    expect(loadConfig(DEVELOPMENT).auth.adminSecondFactor).toBe('optional');
    expect(loadConfig({ ...PRODUCTION, ADMIN_MFA: 'optional' }).auth.adminSecondFactor).toBe(
      'optional',
    );
    expect(problemsWith({ ...DEVELOPMENT, ADMIN_MFA: 'sometimes' }, 'ADMIN_MFA')).toHaveLength(1);
    expect(loadConfig(DEVELOPMENT).auth).toMatchObject({
      adminSessionHours: 12,
      adminSessionIdleMinutes: 30,
    });
  });

  it("requires inspectors' second factor in production and makes it optional elsewhere, unless told", () => {
    expect(loadConfig(PRODUCTION).auth.inspectorSecondFactor).toBe('required');
    expect(loadConfig(DEVELOPMENT).auth.inspectorSecondFactor).toBe('optional');
    expect(
      loadConfig({ ...PRODUCTION, INSPECTOR_MFA: 'optional' }).auth.inspectorSecondFactor,
    ).toBe('optional');
    expect(problemsWith({ ...DEVELOPMENT, INSPECTOR_MFA: 'yes' }, 'INSPECTOR_MFA')).toHaveLength(1);
  });

  it("ends investors' sessions after 7 idle days unless told otherwise", () => {
    expect(loadConfig(DEVELOPMENT).auth.investorSessionIdleMinutes).toBe(7 * 24 * 60);
    expect(
      loadConfig({ ...DEVELOPMENT, INVESTOR_SESSION_IDLE_DAYS: '2' }).auth
        .investorSessionIdleMinutes,
    ).toBe(2 * 24 * 60);
    expect(
      problemsWith(
        { ...DEVELOPMENT, INVESTOR_SESSION_IDLE_DAYS: '0' },
        'INVESTOR_SESSION_IDLE_DAYS',
      ),
    ).toHaveLength(1);
  });

  it('refuses a published placeholder as the previous secret in production', () => {
    expect(
      problemsWith(
        { ...PRODUCTION, JWT_SECRET_PREVIOUS: 'change-me-change-me-change-me-change-me' },
        'JWT_SECRET_PREVIOUS',
      ),
    ).toHaveLength(1);
    expect(
      loadConfig({ ...PRODUCTION, JWT_SECRET_PREVIOUS: 'the-secret-before-the-rotation-32-chars' })
        .auth.previousJwtSecret,
    ).toBe('the-secret-before-the-rotation-32-chars');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...DEVELOPMENT, PORT: '', JWT_SECRET: '', SMTP_URL: ' ' })).toMatchObject({
      port: 3000,
      mail: { delivery: { driver: 'file' } },
    });
  });
});
