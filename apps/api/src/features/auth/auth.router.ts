import {
  AUTH_MESSAGES,
  contract,
  EMAIL_VERIFICATION_MESSAGES,
  SECOND_FACTOR_MESSAGES,
} from '@coinvest/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountRateLimit, authRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { currentUser, logout, signIn } from './auth.service';
import { resendVerificationCode, verifyEmail } from './email-verification.service';
import { forgotPassword, resetPassword } from './password-reset.service';
import { requireUser } from '../../lib/access/request-user';
import { secondFactorAccountRateLimit } from './second-factor-rate-limit';
import { SignInLimitedError } from './sign-in-limit';
import {
  confirmEnrolment,
  disableSecondFactor,
  secondFactorSignIn,
  secondFactorStatus,
  startEnrolment,
  unlockLockedSecondFactor,
} from './second-factor.service';

const clientOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip,
});

export function authRouter(app: FastifyInstance) {
  // Each route counts only its own calls, per client address and per account named in the body.
  const rateLimited = (route: string) => ({
    onRequest: authRateLimit(app, route),
    preValidation: accountRateLimit(app, route),
  });
  const signedIn = { onRequest: app.authenticate };
  // A typed code spends the sign-in route's budget per address, and its own per account.
  const codeLimited = {
    onRequest: authRateLimit(app, 'sign-in'),
    preValidation: secondFactorAccountRateLimit(app),
  };

  return s.router(contract.auth, {
    // Per address every call counts; per account only failures (sign-in-limit.ts).
    signIn: {
      hooks: { onRequest: authRateLimit(app, 'sign-in') },
      handler: async ({ body, request, reply }) => {
        const outcome = await signIn(app, body, clientOf(request)).catch((error: unknown) => {
          if (error instanceof SignInLimitedError) {
            void reply.header('retry-after', error.retryAfterSeconds);
          }
          throw error;
        });
        return 'session' in outcome
          ? { status: 200, body: outcome.session }
          : { status: 202, body: outcome.challenge };
      },
    },
    secondFactorSignIn: {
      hooks: codeLimited,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await secondFactorSignIn(app, body, clientOf(request)),
      }),
    },
    secondFactorStatus: {
      hooks: signedIn,
      handler: async ({ request }) => ({
        status: 200,
        body: await secondFactorStatus(app, requireUser(request)),
      }),
    },
    // These two take an enrolment challenge or a bearer token, so they authenticate themselves.
    startSecondFactorEnrolment: {
      hooks: rateLimited('second-factor-enrolment'),
      handler: async ({ body, request }) => ({
        status: 200,
        body: await startEnrolment(app, body.challengeToken, request.headers.authorization),
      }),
    },
    confirmSecondFactorEnrolment: {
      hooks: codeLimited,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await confirmEnrolment(app, body, request.headers.authorization, clientOf(request)),
      }),
    },
    disableSecondFactor: {
      hooks: {
        onRequest: [app.authenticate, authRateLimit(app, 'sign-in')],
        preValidation: secondFactorAccountRateLimit(app),
      },
      handler: async ({ body, request }) => {
        await disableSecondFactor(app, requireUser(request), body);
        return { status: 200, body: { message: SECOND_FACTOR_MESSAGES.disabled } };
      },
    },
    unlockSecondFactor: {
      hooks: { onRequest: authRateLimit(app, 'second-factor-unlock') },
      handler: async ({ body }) => {
        await unlockLockedSecondFactor(app, body.token);
        return { status: 200, body: { message: SECOND_FACTOR_MESSAGES.unlocked } };
      },
    },
    currentUser: {
      hooks: signedIn,
      handler: async ({ request }) => ({
        status: 200,
        body: await currentUser(app, requireUser(request)),
      }),
    },
    // A typed code: a budget per address as the account routes have; each code allows 5 tries.
    verifyEmail: {
      hooks: { onRequest: [app.authenticate, authRateLimit(app, 'verify-email')] },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await verifyEmail(app, requireUser(request), body),
      }),
    },
    resendEmailVerification: {
      hooks: { onRequest: [app.authenticate, authRateLimit(app, 'verify-email-resend')] },
      handler: async ({ request }) => {
        await resendVerificationCode(app, requireUser(request));
        return {
          status: 200,
          body: { message: EMAIL_VERIFICATION_MESSAGES.emailVerificationSent },
        };
      },
    },
    logout: {
      hooks: signedIn,
      handler: async ({ request }) => {
        await logout(app, requireUser(request));
        return { status: 200, body: { message: AUTH_MESSAGES.signedOut } };
      },
    },
    forgotPassword: {
      hooks: rateLimited('forgot-password'),
      handler: async ({ body }) => {
        await forgotPassword(app, body);
        return { status: 200, body: { message: AUTH_MESSAGES.resetEmailSent } };
      },
    },
    resetPassword: {
      hooks: rateLimited('reset-password'),
      handler: async ({ body }) => {
        await resetPassword(app, body);
        return { status: 200, body: { message: AUTH_MESSAGES.passwordResetDone } };
      },
    },
  });
}
