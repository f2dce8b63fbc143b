import { EMAIL_VERIFICATION_ERROR_CODES, EMAIL_VERIFICATION_MESSAGES } from '@coinvest/contract';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';
import { requireUser } from './request-user';

/**
 * After authenticate on what must not happen on an address nobody proved (investing, the data
 * export, account deletion; docs/product-rules.md, Accounts): 403 until the e-mailed code is
 * entered. Browsing, signing in and KYC stay open.
 */
export async function refuseUnverifiedEmail(request: FastifyRequest): Promise<void> {
  if (!requireUser(request).emailVerified) {
    throw new ForbiddenError(EMAIL_VERIFICATION_MESSAGES.emailNotVerified, {
      errorCode: EMAIL_VERIFICATION_ERROR_CODES.notVerified,
    });
  }
}
