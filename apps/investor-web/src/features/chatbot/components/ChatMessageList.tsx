import { Anchor, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TConversationMessage } from '../lib/chat-message';
import classes from './ChatbotWidget.module.css';

export interface ChatMessageListProps {
  messages: TConversationMessage[];
  isWaiting: boolean;
  /** A page named in an answer is being opened. */
  onFollowLink: () => void;
}

/** The conversation as a log that screen readers read out as answers arrive. */
export function ChatMessageList({ messages, isWaiting, onFollowLink }: ChatMessageListProps) {
  const { t } = useTranslation();
  const logRef = useRef<HTMLDivElement>(null);

  // The newest message is the one to read: keep the log scrolled to its end.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, isWaiting]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={t('chatbot.conversation')}
      className={classes.log}
      tabIndex={0}
    >
      <Text size="sm" c="dimmed">
        {t('chatbot.intro')}
      </Text>
      {messages.map((message) => (
        <div key={message.id} className={classes.message} data-sender={message.sender}>
          <VisuallyHidden>
            {message.sender === 'user' ? t('chatbot.you') : t('chatbot.assistant')}:{' '}
          </VisuallyHidden>
          {message.content}
          {message.links && (
            <Group gap="xs" mt={6}>
              {message.links.map((link) => (
                <Anchor
                  key={link.href}
                  component={Link}
                  to={link.href}
                  size="sm"
                  fw={600}
                  onClick={onFollowLink}
                >
                  {link.label}
                </Anchor>
              ))}
            </Group>
          )}
        </div>
      ))}
      {isWaiting && (
        <Group gap="xs" className={classes.message} data-sender="bot">
          <Loader type="dots" size="sm" aria-hidden />
          <Text size="sm">{t('chatbot.typing')}</Text>
        </Group>
      )}
    </div>
  );
}
