import { isLanguageCode } from '@coinvest/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../paths';
import { useSendChatbotMessage } from '../api/send-chatbot-message';
import { chatMessage, historyOf, type TConversationMessage } from './chat-message';
import { readConversation, storeConversation } from './conversation-storage';
import { fallbackAnswer } from './fallback-answer';

/**
 * The conversation of this browser session: what was said, sending a message (with the last
 * 6 messages and the site's language), and the local answer when the assistant cannot answer.
 */
export function useConversation() {
  const { t, i18n } = useTranslation();
  const [messages, setMessages] = useState(readConversation);
  const send = useSendChatbotMessage();

  useEffect(() => {
    storeConversation(messages);
  }, [messages]);

  function localAnswer(conversation: TConversationMessage[]): TConversationMessage {
    const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
    const answer = fallbackAnswer(conversation, language);
    if (answer) return chatMessage('bot', answer.response, answer.links);
    return chatMessage('bot', t('chatbot.fallback.default'), [
      { label: t('chatbot.links.projects'), href: paths.projects },
      { label: t('chatbot.links.faq'), href: paths.faq },
      { label: t('chatbot.links.contact'), href: paths.contact },
    ]);
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
