import type { DB } from '@coinvest/db';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
  }
}

/** The app uses the database it is given; whoever opened it (server.ts, a test) closes it. */
export const databasePlugin = fp<{ db: Kysely<DB> }>(
  (app, { db }, done) => {
    app.decorate('db', db);
    done();
  },
  { name: 'database' },
);
