import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ZMessageSchema } from '../common/error.schemas';
import { ZUserSchema } from '../users/users.schemas';
import {
  ZAccountSessionSchema,
  ZChangePasswordBodySchema,
  ZEmailChangeBodySchema,
  ZEmailChangeConfirmBodySchema,
  ZEmailChangeStartedSchema,
  ZSessionIdParamsSchema,
  ZUpdateProfileBodySchema,
} from './account.schemas';

const c = initContract();

/** The signed-in person's own account (the settings page); every route is the caller's own. */
export const accountContract = c.router(
  {
    updateProfile: {
      method: 'PUT',
      path: '/api/account/profile',
      body: ZUpdateProfileBodySchema,
      responses: { 200: ZUserSchema },
      summary: 'Changes the first name, last name and username. 409 when the username is taken.',
    },
    startEmailChange: {
      method: 'POST',
      path: '/api/account/email-change',
      body: ZEmailChangeBodySchema,
      responses: { 202: ZEmailChangeStartedSchema },
      summary:
        'E-mails a 6-digit code to the new address, after the current password. 409 when the address is taken; the address changes only when the code is confirmed.',
    },
    confirmEmailChange: {
      method: 'POST',
      path: '/api/account/email-change/confirm',
      body: ZEmailChangeConfirmBodySchema,
      responses: { 200: ZUserSchema },
      summary: 'Confirms the new address with the code sent to it.',
    },
    changePassword: {
      method: 'POST',
      path: '/api/account/password',
      body: ZChangePasswordBodySchema,
      responses: { 200: ZMessageSchema },
      summary:
        "Sets a new password after the current one; every other session of the account ends, the caller's stays.",
    },
    listSessions: {
      method: 'GET',
      path: '/api/account/sessions',
      responses: { 200: z.array(ZAccountSessionSchema) },
      summary: 'The devices signed in to this account, most recently active first.',
    },
    revokeSession: {
      method: 'DELETE',
      path: '/api/account/sessions/:sessionId',
      pathParams: ZSessionIdParamsSchema,
      body: c.noBody(),
      responses: { 200: ZMessageSchema },
      summary: "Signs one of the account's devices out (its sockets close too).",
    },
  },
  { commonResponses: commonErrorResponses },
);
