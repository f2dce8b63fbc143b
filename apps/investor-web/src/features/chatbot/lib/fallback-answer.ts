import { CHATBOT_LIMITS, type TChatMessage } from '@coinvest/contract';

/** The local answers' topics, in the order a message is tested against them. */
export const FALLBACK_TOPICS = [
  'kyc',
  'returns',
  'profitSharing',
  'minimum',
  'contact',
  'greeting',
] as const;
export type TFallbackTopic = (typeof FALLBACK_TOPICS)[number];

/** Each topic's keywords in one language. */
export type TTopicKeywords = Record<TFallbackTopic, string[]>;

/** Case, accents and other combining marks do not matter: 'Vérifier' is 'verifier'. */
function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A keyword written with spaces between words (Latin, Cyrillic, Greek letters) counts at the
 * start of a word, so 'invest' finds 'investment' but 'hi' does not find 'which'; a keyword of
 * at most 3 letters must be the whole word. Other scripts are matched anywhere.
 */
function mentions(text: string, keyword: string): boolean {
  if (!/^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u.test(keyword)) {
    return text.includes(keyword);
  }
  const whole = keyword.length <= 3 ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(keyword)}${whole}`, 'u').test(text);
}

/** A catalog's comma-separated keywords, normalised as messages are. */
export function parseKeywords(list: string): string[] {
  return list
    .split(',')
    .map((keyword) => normalise(keyword.trim()))
    .filter(Boolean);
}

/**
 * The topic of the local answer when the assistant cannot be reached: the reader's newest
 * message among the last 4 of the conversation that names a topic decides, so 'and how long
 * does it take?' after a question on the minimum still gets the minimum. Null: no topic.
 */
export function fallbackTopic(
  conversation: TChatMessage[],
  keywordLists: TTopicKeywords[],
): TFallbackTopic | null {
  const recent = conversation
    .slice(-CHATBOT_LIMITS.fallbackLookBack)
    .filter((message) => message.sender === 'user')
    .reverse();
  for (const message of recent) {
    const text = normalise(message.content);
    const topic = FALLBACK_TOPICS.find((candidate) =>
      keywordLists.some((keywords) => keywords[candidate].some((word) => mentions(text, word))),
    );
    if (topic) return topic;
  }
  return null;
}
