import { CHATBOT_LIMITS, type TChatLink, type TChatMessage } from '@coinvest/contract';

/** A message as the widget keeps it: the contract's chat message, and the pages an answer names. */
export interface TConversationMessage extends TChatMessage {
  links?: TChatLink[];
}

export function chatMessage(
  sender: TChatMessage['sender'],
  content: string,
  links?: TChatLink[],
): TConversationMessage {
  return {
    id: crypto.randomUUID(),
    content,
    sender,
    timestamp: new Date().toISOString(),
    ...(links?.length ? { links } : {}),
  };
}

/** What the API is sent with a new message: the last 6 messages, in the contract's shape. */
export function historyOf(messages: TConversationMessage[]): TChatMessage[] {
  return messages.slice(-CHATBOT_LIMITS.historyMax).map(({ id, sender, timestamp, content }) => ({
    id,
    sender,
    timestamp,
    // A long answer is cut rather than have the whole call refused.
    content: content.slice(0, CHATBOT_LIMITS.historyMessageMax),
  }));
}

/** Only a path of this site opens from an answer ('/projects/3'), never '//host' or a URL. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.includes('\\');
}
