import { ZChatLinkSchema, ZChatMessageSchema } from '@coinvest/contract';
import { z } from 'zod';
import type { TConversationMessage } from './chat-message';

/** The conversation lasts as long as the browser tab's session: nothing is kept after it closes. */
export const CONVERSATION_KEY = 'chatbot-conversation';

const ZStoredConversationSchema = z.array(
  ZChatMessageSchema.extend({ links: z.array(ZChatLinkSchema).optional() }),
);

export function readConversation(): TConversationMessage[] {
  try {
    const parsed = ZStoredConversationSchema.safeParse(
      JSON.parse(sessionStorage.getItem(CONVERSATION_KEY) ?? '[]'),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    // Unreadable (edited by hand, or storage refused): start a new conversation.
    return [];
  }
}

export function storeConversation(messages: TConversationMessage[]): void {
  try {
    sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify(messages));
  } catch {
    // Storage full or refused: the conversation still works, it is only not kept.
  }
}
