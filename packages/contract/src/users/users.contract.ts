import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import { ZUpdateUserPreferencesBodySchema, ZUserPreferencesSchema } from './preferences.schemas';
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
    getMyPreferences: {
      method: 'GET',
      path: '/api/users/me/preferences',
      responses: { 200: ZUserPreferencesSchema },
      summary:
        "The signed-in user's saved choices (the site's language and currency, each null until chosen).",
    },
    updateMyPreferences: {
      method: 'PUT',
      path: '/api/users/me/preferences',
      body: ZUpdateUserPreferencesBodySchema,
      responses: { 200: ZUserPreferencesSchema },
      summary:
        "Saves the signed-in user's language (one of the 15 codes) and/or currency (one the site offers) so they follow them to another device.",
    },
  },
  { commonResponses: commonErrorResponses },
);
