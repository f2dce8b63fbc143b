import { isLanguageCode, type TChatLink } from '@coinvest/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/currency';
import { paths } from '../../../paths';
import { useSendChatbotMessage } from '../api/send-chatbot-message';
import { chatMessage, historyOf, type TConversationMessage } from './chat-message';
import { readConversation, storeConversation } from './conversation-storage';
import {
  FALLBACK_TOPICS,
  fallbackTopic,
  parseKeywords,
  type TFallbackTopic,
  type TTopicKeywords,
} from './fallback-answer';

/** The offline answers' minimum, in cedis; shown in the reader's currency like every amount. */
const OFFLINE_MINIMUM_GHS = '5000';

/**
 * The conversation of this browser session: what was said, sending a message (with the last
 * 6 messages and the site's language), and the local answer when the assistant cannot answer.
 */
export function useConversation() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const [messages, setMessages] = useState(readConversation);
  const send = useSendChatbotMessage();

  useEffect(() => {
    storeConversation(messages);
  }, [messages]);

  function localAnswer(conversation: TConversationMessage[]): TConversationMessage {
    // English keywords work in every language: many readers type them anyway.
    const languages = [...new Set([i18n.language, 'en'])];
    const keywordLists = languages.map((language) => {
      const translate = i18n.getFixedT(language);
      return Object.fromEntries(
        FALLBACK_TOPICS.map((topic) => [
          topic,
          parseKeywords(translate(`chatbot.keywords.${topic}`)),
        ]),
      ) as TTopicKeywords;
    });
    const topic = fallbackTopic(conversation, keywordLists) ?? 'default';
    return chatMessage(
      'bot',
      t(`chatbot.fallback.${topic}`, { amount: formatMoney(OFFLINE_MINIMUM_GHS, 'GHS') }),
      fallbackLinks(topic).map(([key, href]) => ({ label: t(`chatbot.links.${key}`), href })),
    );
  }

  function sendMessage(text: string): boolean {
    const content = text.trim();
    if (!content || send.isPending) return false;
    const question = chatMessage('user', content);
    const conversation = [...messages, question];
    setMessages(conversation);
    send.mutate(
      {
        message: content,
        history: historyOf(messages),
        ...(isLanguageCode(i18n.language) ? { language: i18n.language } : {}),
      },
      {
        onSuccess: ({ response, links }) =>
          setMessages((current) => [...current, chatMessage('bot', response, links)]),
        onError: () => setMessages((current) => [...current, localAnswer(conversation)]),
      },
    );
    return true;
  }

  return { messages, sendMessage, isWaiting: send.isPending };
}

type TLinkKey = 'projects' | 'faq' | 'kyc' | 'contact';

function fallbackLinks(topic: TFallbackTopic | 'default'): [TLinkKey, TChatLink['href']][] {
  switch (topic) {
    case 'minimum':
      return [['projects', paths.projects]];
    case 'returns':
    case 'profitSharing':
      return [['faq', paths.faq]];
    case 'kyc':
      return [['kyc', paths.kycVerification]];
    case 'contact':
      return [['contact', paths.contact]];
    case 'greeting':
      return [];
    case 'default':
      return [
        ['projects', paths.projects],
        ['faq', paths.faq],
        ['contact', paths.contact],
      ];
  }
}
