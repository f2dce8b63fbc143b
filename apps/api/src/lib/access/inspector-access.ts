import { ERROR_CODES, INSPECTION_MESSAGES } from '@coinvest/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors';
import type { AdminActor } from './admin-access';
import { requireUser, type AuthUser } from './request-user';

/** The signed-in inspector; 403 for anyone else who is signed in (the admin included). */
export function requireInspector(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== 'inspector') {
    throw new ForbiddenError(INSPECTION_MESSAGES.inspectorRequired, {
      errorCode: ERROR_CODES.forbidden,
    });
  }
  return user;
}

/** Who signs an update off, as the audit trail records it. */
export function inspectorActor(request: FastifyRequest): AdminActor {
  return { userId: requireInspector(request).id, ip: request.ip };
}

function hook(check: (request: FastifyRequest) => unknown) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    try {
      check(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}

/**
 * The hooks of every inspector route: a live session of an inspector, checked before the
 * request is read, so a visitor gets 401 and anyone else 403 whatever they send. Whether the
 * project is assigned to them is checked by each service.
 */
export function inspectorOnly(app: FastifyInstance) {
  return { onRequest: [app.authenticate, hook(requireInspector)] };
}

/**
 * After authenticate on an investor's own actions (investing, registering interest, KYC): an
 * inspector is not an investor, and one with a stake in a project they sign off would not be
 * independent (docs/adr/0065-evidence-and-independent-sign-off.md).
 */
export const refuseInspectors = hook((request) => {
  if (requireUser(request).role === 'inspector') {
    throw new ForbiddenError(INSPECTION_MESSAGES.inspectorsNotInvestors, {
      errorCode: ERROR_CODES.forbidden,
    });
  }
});
