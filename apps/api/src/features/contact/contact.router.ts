import { CONTACT_MESSAGES, contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { formRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { callerIfSignedIn } from '../auth/auth.service';
import { sendContactMessage } from './contact.service';

export function contactRouter(app: FastifyInstance) {
  return s.router(contract.contact, {
    sendContactMessage: {
      hooks: {
        onRequest: [
          formRateLimit(app),
          // Anyone may write; a signed-in sender's message is linked to their account.
          async (request) => {
            request.user = await callerIfSignedIn(app, request.headers.authorization);
          },
        ],
      },
      handler: async ({ body, request }) => {
        await sendContactMessage(app, request.user?.id ?? null, body);
        return { status: 201, body: { message: CONTACT_MESSAGES.contactReceived } };
      },
    },
  });
}
