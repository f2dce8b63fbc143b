import {
  catalogAnswer,
  earlierQuestions,
  isCatalogIntent,
  parseQuestion,
  withFollowUp,
  type ChatbotAnswer,
  type TChatMessage,
  type TLanguageCode,
} from '@coinvest/contract';

/**
 * The answer when the assistant cannot be reached: the API's own engine and catalog, so the
 * same question gets the same answer. Without the API there are no projects, no place names
 * and no KYC status to read, and a question with no topic is not answered here: null, and the
 * widget says the assistant cannot be reached.
 */
export function fallbackAnswer(
  conversation: readonly TChatMessage[],
  language: TLanguageCode,
): ChatbotAnswer | null {
  const current = conversation.at(-1);
  if (!current) return null;
  const context = { language, locations: [] };
  const question = withFollowUp(
    parseQuestion(current.content, { ...context, namesProject: false }),
    current.content,
    earlierQuestions(conversation.slice(0, -1), context),
    language,
  );
  if (question.intent === 'unknown' || !isCatalogIntent(question.intent)) return null;
  return catalogAnswer(question.intent, language);
}
