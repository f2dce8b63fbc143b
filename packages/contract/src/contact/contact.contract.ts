import { initContract } from '@ts-rest/core';
import { commonErrorResponses, ZMessageSchema } from '../common/error.schemas';
import { ZContactBodySchema } from './contact.schemas';

const c = initContract();

export const contactContract = c.router(
  {
    sendContactMessage: {
      method: 'POST',
      path: '/api/contact',
      body: ZContactBodySchema,
      responses: { 201: ZMessageSchema },
      summary:
        'Stores a contact-form message and e-mails it to the support inbox. Rate limited per client.',
    },
  },
  { commonResponses: commonErrorResponses },
);
