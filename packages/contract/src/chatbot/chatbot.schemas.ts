import { z } from 'zod';
import { ZLanguageCodeSchema } from '../users/preferences.schemas';

export const CHATBOT_LIMITS = {
  messageMax: 500,
  /** The widget sends the last 6 messages with each call. */
  historyMax: 6,
  historyMessageMax: 2000,
  /** The offline fallback looks at the last 4 messages. */
  fallbackLookBack: 4,
  linksMax: 10,
} as const;

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const CHATBOT_MESSAGES = {
  chatbotMessageRequired: 'Please type a message',
  chatbotMessageTooLong: `Message must be at most ${CHATBOT_LIMITS.messageMax} characters`,
  chatbotHistoryTooLong: `At most ${CHATBOT_LIMITS.historyMax} earlier messages, each at most ${CHATBOT_LIMITS.historyMessageMax} characters`,
} as const;

export const CHAT_SENDERS = ['user', 'bot'] as const;
export const ZChatSenderSchema = z.enum(CHAT_SENDERS);
export type TChatSender = z.infer<typeof ZChatSenderSchema>;

/** A chat message, as the widget keeps it and sends it back as history. */
export const ZChatMessageSchema = z.object({
  id: z.string().max(100),
  content: z.string().max(CHATBOT_LIMITS.historyMessageMax, CHATBOT_MESSAGES.chatbotHistoryTooLong),
  sender: ZChatSenderSchema,
  timestamp: z.string().max(40),
});
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

export const ZChatbotMessageBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, CHATBOT_MESSAGES.chatbotMessageRequired)
    .max(CHATBOT_LIMITS.messageMax, CHATBOT_MESSAGES.chatbotMessageTooLong),
  history: z
    .array(ZChatMessageSchema)
    .max(CHATBOT_LIMITS.historyMax, CHATBOT_MESSAGES.chatbotHistoryTooLong)
    .default([]),
  /** The language the reader chose on the site; the answer comes in it. English when absent. */
  language: ZLanguageCodeSchema.optional(),
});
export type TChatbotMessageBody = z.infer<typeof ZChatbotMessageBodySchema>;

/** A page an answer names: a project it used, the KYC centre, the contact page. */
export const ZChatLinkSchema = z.object({
  label: z.string(),
  /** A path of the investor site ('/projects/3'), never an outside address. */
  href: z.string().regex(/^\/[\w\-/?=&]*$/),
});
export type TChatLink = z.infer<typeof ZChatLinkSchema>;

export const ZChatbotResponseSchema = z.object({
  response: z.string(),
  links: z.array(ZChatLinkSchema).max(CHATBOT_LIMITS.linksMax).optional(),
});
export type TChatbotResponse = z.infer<typeof ZChatbotResponseSchema>;
