import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ZMessageSchema } from '../common/error.schemas';
import { ZUserSchema } from '../users/users.schemas';
import {
  ZForgotPasswordBodySchema,
  ZResetPasswordBodySchema,
  ZSignInBodySchema,
  ZSignInResponseSchema,
} from './auth.schemas';

const c = initContract();

export const authContract = c.router(
  {
    signIn: {
      method: 'POST',
      path: '/api/auth/signin',
      body: ZSignInBodySchema,
      responses: { 200: ZSignInResponseSchema },
      summary: 'Sign in with e-mail and password; answers a bearer token and the user.',
    },
    currentUser: {
      method: 'GET',
      path: '/api/auth/user',
      responses: { 200: ZUserSchema },
      summary: 'The signed-in user. 401 without a valid, unrevoked token.',
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
