import { EMAIL_VERIFICATION_ERROR_CODES, EMAIL_VERIFICATION_MESSAGES } from '@coinvest/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';
import { requireUser } from '../../lib/access/request-user';

/**
 * After authenticate on what must not happen on an address nobody proved (investing, the data
 * export, account deletion; docs/product-rules.md, Accounts): 403 until the e-mailed code is
 * entered. Browsing, signing in and KYC stay open.
 */
export function refuseUnverifiedEmail(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  if (requireUser(request).emailVerified) {
    done();
    return;
  }
  done(
    new ForbiddenError(EMAIL_VERIFICATION_MESSAGES.emailNotVerified, {
      errorCode: EMAIL_VERIFICATION_ERROR_CODES.notVerified,
    }),
  );
}
