import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import { ZSignUpBodySchema, ZUserSchema } from './users.schemas';

const c = initContract();

export const usersContract = c.router(
  {
    signUp: {
      method: 'POST',
      path: '/api/users',
      body: ZSignUpBodySchema,
      responses: { 201: ZUserSchema },
      summary: 'Create an account (sign-up). 409 when the username or e-mail is taken.',
    },
  },
  { commonResponses: commonErrorResponses },
);
