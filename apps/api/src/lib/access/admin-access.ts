import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAdmin } from './request-user';

/** Who makes an admin change, as the audit trail records it. */
export interface AdminActor {
  userId: number;
  ip: string | null;
}

/**
 * The hooks of every admin route: the session is checked and the caller must be the admin
 * before the request is validated, so a visitor gets 401 and a user 403 whatever they send.
 */
export function adminOnly(app: FastifyInstance) {
  return {
    onRequest: [
      app.authenticate,
      (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
        try {
          requireAdmin(request);
          done();
        } catch (error) {
          done(error as Error);
        }
      },
    ],
  };
}

export function adminActor(request: FastifyRequest): AdminActor {
  return { userId: requireAdmin(request).id, ip: request.ip };
}
