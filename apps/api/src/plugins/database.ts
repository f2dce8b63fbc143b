import type { DB } from '@coinvest/db';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { awaitAtClose } from '../lib/await-at-close';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
  }
}

/**
 * The app uses the database it is given; whoever opened it (server.ts, a test) closes it, after
 * app.close(). That waits for every connection to end, but a request whose client left is
 * still running its handler: closing waits for those too, so no query meets a closed pool.
 */
export const databasePlugin = fp<{ db: Kysely<DB> }>(
  (app, { db }, done) => {
    app.decorate('db', db);

    const running = new Set<FastifyRequest>();
    const abandoned = new WeakSet<FastifyRequest>();
    const answered = new WeakSet<FastifyRequest>();
    let settled: (() => void) | undefined;
    const finish = (request: FastifyRequest) => {
      if (running.delete(request) && running.size === 0) settled?.();
    };
    app.addHook('onRequest', (request, _reply, next) => {
      // A socket's upgrade is handed over, not answered: the sockets have their own close.
      if (request.headers.upgrade === undefined) running.add(request);
      next();
    });
    // Answered: done once sent. A client that left gets no answer: done when its handler has
    // one to send (onSend still runs; onResponse does not), or at once if it had one already.
    app.addHook('onResponse', (request, _reply, next) => {
      finish(request);
      next();
    });
    app.addHook('onRequestAbort', (request, next) => {
      if (answered.has(request)) finish(request);
      else abandoned.add(request);
      next();
    });
    app.addHook('onSend', (request, _reply, payload, next) => {
      if (abandoned.has(request)) finish(request);
      else answered.add(request);
      next(null, payload);
    });
    app.addHook('onClose', async () => {
      if (running.size === 0) return;
      await awaitAtClose(
        app,
        'Requests whose clients left',
        new Promise<void>((resolve) => (settled = resolve)),
      );
    });
    done();
  },
  { name: 'database' },
);
