import { contract } from '@coinvest/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../lib/errors';
import { chatbotRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { answerChatbotMessage } from './chatbot.service';

export function chatbotRouter(app: FastifyInstance) {
  /**
   * Signed in or not: a valid token makes the caller known (their own KYC status), a missing,
   * expired or revoked one leaves a visitor, who is still answered.
   */
  const identifyCaller = async (request: FastifyRequest) => {
    request.user = null;
    if (!request.headers.authorization) return;
    try {
      await app.authenticate(request);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
      request.user = null;
    }
  };

  return s.router(contract.chatbot, {
    sendChatbotMessage: {
      hooks: { onRequest: [chatbotRateLimit(app), identifyCaller] },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await answerChatbotMessage(app, body, request.user),
      }),
    },
  });
}
