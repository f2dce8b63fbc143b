import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import { ZChatbotMessageBodySchema, ZChatbotResponseSchema } from './chatbot.schemas';

const c = initContract();

export const chatbotContract = c.router(
  {
    sendChatbotMessage: {
      method: 'POST',
      path: '/api/chatbot/message',
      body: ZChatbotMessageBodySchema,
      responses: { 200: ZChatbotResponseSchema },
      summary:
        "Answers from the FAQ and live project data in the reader's language, linking the projects it names; the signed-in user's own KYC status only for them. Rate limited per client.",
    },
  },
  { commonResponses: commonErrorResponses },
);
