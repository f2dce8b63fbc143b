import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-more-than-32-chars',
  ADMIN_EMAIL: 'Owner@Example.com',
  ADMIN_PASSWORD: 'a-long-admin-password',
  DATABASE_URL: 'postgres://app:pw@db:5432/coinvest',
};

describe('loadConfig', () => {
  it('starts in development with nothing set, and says which defaults it used', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 3000,
      database: { url: undefined, dataDir: undefined, port: 54329 },
      seedDemoData: true,
      auth: { tokenTtlHours: 168, rateLimitMax: 10, rateLimitWindowMs: 60_000 },
      admin: { email: 'admin@example.com', password: 'Admin123!', username: 'admin' },
      demoInvestorPassword: 'Investor123!',
      web: { investorUrl: 'http://localhost:5173', adminUrl: 'http://localhost:5174' },
      mail: {
        smtpUrl: undefined,
        from: 'CoInvest Accra <no-reply@example.com>',
        supportEmail: 'support@example.com',
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
      SEED_DEMO_DATA: 'true',
      TOKEN_TTL_HOURS: '12',
      ADMIN_USERNAME: 'owner',
      INVESTOR_WEB_URL: 'https://invest.example.com/',
      ADMIN_WEB_URL: 'https://admin.example.com',
      SMTP_URL: 'smtps://user:pw@mail.example.com',
      AUTH_RATE_LIMIT_MAX: '5',
      AUTH_RATE_LIMIT_WINDOW_MS: '30000',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    });
    expect(loadConfig(PRODUCTION).warnings.join('\n')).toContain('SMTP_URL is not set');
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '127.0.0.1',
      port: 8080,
      database: { url: PRODUCTION.DATABASE_URL },
      seedDemoData: true,
      auth: { jwtSecret: PRODUCTION.JWT_SECRET, tokenTtlHours: 12, rateLimitMax: 5 },
      admin: { email: 'owner@example.com', username: 'owner' },
      web: { investorUrl: 'https://invest.example.com', adminUrl: 'https://admin.example.com' },
      mail: { smtpUrl: 'smtps://user:pw@mail.example.com' },
      trustProxy: true,
      logLevel: 'warn',
    });
    expect(config.warnings).toEqual([]);
  });

  it('does not seed demo data into a database someone set up, unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/db' }).seedDemoData).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
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
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration[\s\S]*PORT/);
  });

  it('requires real secrets and admin credentials in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).sort()).toEqual([
      'ADMIN_EMAIL: Required in production',
      'ADMIN_PASSWORD: Required in production',
      'JWT_SECRET: Required in production',
    ]);
    expect(problemsOf({ ...PRODUCTION, ADMIN_PASSWORD: 'Admin123!' })).toEqual([
      'ADMIN_PASSWORD: Must be at least 12 characters in production',
    ]);
  });

  it('bounds the shutdown: 10 s unless SHUTDOWN_TIMEOUT_MS says otherwise, within 1 s to 10 min', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '25000' }).shutdownTimeoutMs).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '' }).shutdownTimeoutMs).toBe(10_000);
    for (const bad of ['0', '999', '600001', '1500.5', 'ten']) {
      expect(problemsOf({ SHUTDOWN_TIMEOUT_MS: bad }).map((p) => p.split(':')[0])).toEqual([
        'SHUTDOWN_TIMEOUT_MS',
      ]);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', JWT_SECRET: '', SMTP_URL: ' ' })).toMatchObject({
      port: 3000,
      mail: { smtpUrl: undefined },
    });
  });
});
