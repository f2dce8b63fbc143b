import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate } from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: sets request.user from a valid bearer token of a live session, or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export const authPlugin = fp(
  async (app) => {
    const { jwtSecret, tokenTtlHours } = app.config.auth;
    await app.register(jwt, {
      secret: jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: `${tokenTtlHours}h` },
      verify: { algorithms: ['HS256'] },
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.user = await authenticate(app, request.headers.authorization);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
