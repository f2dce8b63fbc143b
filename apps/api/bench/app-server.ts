import { randomBytes } from 'node:crypto';
import { createKysely } from '@coinvest/db';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { serveBench } from './serve';

// The real API as production runs it, on the bench's database. Tells the parent its port.

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: randomBytes(16).toString('hex'),
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  // Production requires a mail server; the benches send no e-mail worth delivering.
  MAIL_DRIVER: 'log',
  // The admin bench signs in with a password only; the second factor has its own tests.
  ADMIN_MFA: 'optional',
  // The benches measure locks and queries, not the limits: their investors sign in from one
  // address (again and again in the mixed load) and each reserves more than an investor may
  // hold awaiting payment.
  AUTH_RATE_LIMIT_MAX: '100000',
  MAX_PENDING_INVESTMENTS: '1000',
  MAX_PENDING_INVESTMENT_TOTAL_USD: '1000000000',
});
const db = createKysely(databaseUrl, 10);
const app = await buildApp({ config, db });
await serveBench(app, () => db.destroy());
