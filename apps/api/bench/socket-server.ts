import { createKysely } from '@coinvest/db';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { signAccessToken } from '../src/features/auth/access-token';
import { serveBench } from './serve';

// The real API for the socket benchmark, in its own process so its memory is its own. Tells
// the parent its port; signs tokens and reports memory when asked.

const databaseUrl = process.env.BENCH_DATABASE_URL;
const jwtSecret = process.env.BENCH_JWT_SECRET;
if (!databaseUrl || !jwtSecret)
  throw new Error('BENCH_DATABASE_URL and BENCH_JWT_SECRET are needed');

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  JWT_SECRET: jwtSecret,
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'bench-admin-password-not-used',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  // Production requires a mail server; the bench's notifications need no e-mail delivered.
  MAIL_DRIVER: 'log',
});
const db = createKysely(databaseUrl, 10);
const app = await buildApp({ config, db });

type Request =
  { type: 'sign'; sessions: { userId: number; sessionId: string }[] } | { type: 'memory' };

process.on('message', (request: Request) => {
  if (request.type === 'sign') {
    process.send?.({
      type: 'tokens',
      tokens: request.sessions.map((session) => signAccessToken(app, session)),
    });
  } else {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ type: 'memory', rss, heapUsed, sockets: app.realtime.hub.size });
  }
});
await serveBench(app, () => db.destroy(), { type: 'ready' });
