import { CHATBOT_LIMITS } from '@coinvest/contract';
import { ActionIcon, Button, Text, Textarea } from '@mantine/core';
import { IconMessageCircle, IconMinus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversation } from '../lib/use-conversation';
import { ChatMessageList } from './ChatMessageList';
import classes from './ChatbotWidget.module.css';

/**
 * The floating chat assistant of every page of the shell: a launcher in the bottom corner and
 * a panel that opens and minimises (Escape), keeping the conversation for the tab's session.
 */
export function ChatbotWidget() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState('');
  const conversation = useConversation();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wasOpened = useRef(false);
  const panelId = useId();
  const titleId = useId();

  // Focus follows the panel: into the input when it opens, back to the launcher when it closes.
  useEffect(() => {
    if (opened) inputRef.current?.focus();
    else if (wasOpened.current) launcherRef.current?.focus();
    wasOpened.current = opened;
  }, [opened]);

  const submit = () => {
    if (conversation.sendMessage(draft)) setDraft('');
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line, and Enter that ends an IME composition is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpened(false);
  };

  return (
    <div className={classes.widget}>
      {opened && (
        <section
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className={classes.panel}
          onKeyDown={onPanelKeyDown}
        >
          <div className={classes.header}>
            <Text id={titleId} fw={700}>
              {t('chatbot.title')}
            </Text>
            <ActionIcon
              variant="subtle"
              color="white"
              aria-label={t('chatbot.minimise')}
              onClick={() => setOpened(false)}
            >
              <IconMinus size={18} aria-hidden />
            </ActionIcon>
          </div>
          <ChatMessageList
            messages={conversation.messages}
            isWaiting={conversation.isWaiting}
            onFollowLink={() => setOpened(false)}
          />
          <form
            className={classes.form}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Textarea
              ref={inputRef}
              className={classes.input}
              label={t('chatbot.inputLabel')}
              description={t('chatbot.inputHint')}
              placeholder={t('chatbot.inputPlaceholder')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={onInputKeyDown}
              maxLength={CHATBOT_LIMITS.messageMax}
              rows={2}
            />
            <Button type="submit">{t('chatbot.send')}</Button>
          </form>
        </section>
      )}
      <ActionIcon
        ref={launcherRef}
        className={classes.launcher}
        size={56}
        radius="xl"
        aria-label={t('chatbot.launcher')}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={() => setOpened((value) => !value)}
      >
        <IconMessageCircle size={28} aria-hidden />
      </ActionIcon>
    </div>
  );
}
