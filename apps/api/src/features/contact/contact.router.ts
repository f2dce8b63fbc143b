import { CONTACT_MESSAGES, contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { formRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { sendContactMessage } from './contact.service';

export function contactRouter(app: FastifyInstance) {
  return s.router(contract.contact, {
    sendContactMessage: {
      hooks: { onRequest: formRateLimit(app) },
      handler: async ({ body }) => {
        await sendContactMessage(app, body);
        return { status: 201, body: { message: CONTACT_MESSAGES.contactReceived } };
      },
    },
  });
}
