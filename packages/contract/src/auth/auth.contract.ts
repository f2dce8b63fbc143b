import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ZMessageSchema } from '../common/error.schemas';
import { ZUserSchema } from '../users/users.schemas';
import {
  ZForgotPasswordBodySchema,
  ZResetPasswordBodySchema,
  ZSignInBodySchema,
  ZSignInResponseSchema,
  ZVerifyEmailBodySchema,
} from './auth.schemas';
import { EMAIL_VERIFICATION_CODES_PER_HOUR } from './email-verification-messages';
import {
  ZSecondFactorConfirmBodySchema,
  ZSecondFactorConfirmedSchema,
  ZSecondFactorDisableBodySchema,
  ZSecondFactorEnrolmentBodySchema,
  ZSecondFactorEnrolmentSchema,
  ZSecondFactorSignInBodySchema,
  ZSecondFactorStatusSchema,
  ZSecondFactorUnlockBodySchema,
  ZSignInChallengeSchema,
} from './second-factor.schemas';

const c = initContract();

export const authContract = c.router(
  {
    signIn: {
      method: 'POST',
      path: '/api/auth/signin',
      body: ZSignInBodySchema,
      responses: { 200: ZSignInResponseSchema, 202: ZSignInChallengeSchema },
      summary:
        'Sign in with e-mail and password; answers a bearer token and the user, or (202) a challenge when a second-factor code or enrolment comes first.',
    },
    secondFactorSignIn: {
      method: 'POST',
      path: '/api/auth/second-factor/signin',
      body: ZSecondFactorSignInBodySchema,
      responses: { 200: ZSignInResponseSchema },
      summary:
        "The sign-in's second step: the challenge and an authenticator code (or a recovery code, once) answer the session.",
    },
    secondFactorStatus: {
      method: 'GET',
      path: '/api/auth/second-factor',
      responses: { 200: ZSecondFactorStatusSchema },
      summary: "Whether the signed-in account's second factor is on, and whether it is required.",
    },
    startSecondFactorEnrolment: {
      method: 'POST',
      path: '/api/auth/second-factor/enrolment',
      body: ZSecondFactorEnrolmentBodySchema,
      responses: { 200: ZSecondFactorEnrolmentSchema },
      summary:
        "A new authenticator secret (otpauth URI and QR code) for the bearer token's account, or the enrolment challenge's.",
    },
    confirmSecondFactorEnrolment: {
      method: 'POST',
      path: '/api/auth/second-factor/enrolment/confirm',
      body: ZSecondFactorConfirmBodySchema,
      responses: { 200: ZSecondFactorConfirmedSchema },
      summary:
        'Turns the second factor on with a code from the app and (signed in) the current password; ends the other sessions, e-mails the owner and answers the recovery codes once (and, for a challenge, the session).',
    },
    disableSecondFactor: {
      method: 'POST',
      path: '/api/auth/second-factor/disable',
      body: ZSecondFactorDisableBodySchema,
      responses: { 200: ZMessageSchema },
      summary:
        'Turns the second factor off with the current password and a current code; ends the other sessions and e-mails the owner. Not for admins or inspectors where it is required.',
    },
    unlockSecondFactor: {
      method: 'POST',
      path: '/api/auth/second-factor/unlock',
      body: ZSecondFactorUnlockBodySchema,
      responses: { 200: ZMessageSchema },
      summary:
        "Unlocks a second factor locked after too many wrong codes, with the e-mailed link's token (once, before it expires).",
    },
    currentUser: {
      method: 'GET',
      path: '/api/auth/user',
      responses: { 200: ZUserSchema },
      summary: 'The signed-in user. 401 without a valid, unrevoked token.',
    },
    verifyEmail: {
      method: 'POST',
      path: '/api/auth/verify-email',
      body: ZVerifyEmailBodySchema,
      responses: { 200: ZUserSchema },
      summary:
        "Proves the signed-in account's e-mail address with the 6-digit code e-mailed to it; answers the user. 400 for a wrong, expired or used code (5 tries per code).",
    },
    resendEmailVerification: {
      method: 'POST',
      path: '/api/auth/verify-email/resend',
      body: z.object({}).passthrough().optional(),
      responses: { 200: ZMessageSchema },
      summary: `E-mails a new code (earlier ones stop working) while the address is unverified, at most ${EMAIL_VERIFICATION_CODES_PER_HOUR} codes an hour counting the sign-up's; the answer is the same either way.`,
    },
    logout: {
      method: 'POST',
      path: '/api/auth/logout',
      body: z.object({}).passthrough().optional(),
      responses: { 200: ZMessageSchema },
      summary: 'Revokes the session of the bearer token.',
    },
    forgotPassword: {
      method: 'POST',
      path: '/api/auth/forgot-password',
      body: ZForgotPasswordBodySchema,
      responses: { 200: ZMessageSchema },
      summary:
        'Sends a 6-digit reset code when the account exists; the answer is the same either way.',
    },
    resetPassword: {
      method: 'POST',
      path: '/api/auth/reset-password',
      body: ZResetPasswordBodySchema,
      responses: { 200: ZMessageSchema },
      summary: 'Sets a new password with the reset code; revokes every session of the account.',
    },
  },
  { commonResponses: commonErrorResponses },
);
