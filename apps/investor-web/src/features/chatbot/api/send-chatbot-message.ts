import {
  ZChatbotResponseSchema,
  ZChatLinkSchema,
  type TChatbotMessageBody,
  type TChatbotResponse,
} from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { isSitePath } from '../lib/chat-message';

/** An answer is read even when one of its links is not a page of this site: that link is left out. */
const ZReceivedAnswerSchema = ZChatbotResponseSchema.extend({
  links: z.array(z.unknown()).optional(),
});

/**
 * POST /api/chatbot/message. Any failure (no network, 429, 5xx, an answer not in the
 * contract's shape) rejects, and the widget answers locally instead.
 */
export function useSendChatbotMessage() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: TChatbotMessageBody): Promise<TChatbotResponse> => {
      const answer = ZReceivedAnswerSchema.parse(
        unwrap(await api.chatbot.sendChatbotMessage({ body }), 200),
      );
      const links = (answer.links ?? []).flatMap((link) => {
        const parsed = ZChatLinkSchema.safeParse(link);
        return parsed.success && isSitePath(parsed.data.href) ? [parsed.data] : [];
      });
      return { response: answer.response, links };
    },
  });
}
