import { DEFAULT_LANGUAGE_CODE } from '@coinvest/contract';
import { Button, Group, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslatable } from '../lib/translatable';
import { useContentTranslation } from './content-translation-context';

export interface TranslatedContentView {
  /** The texts to show: translated, or as written. */
  texts: string[];
  /**
   * For the element holding the texts: the toggle controls it, English keeps lang="en", and
   * dir="auto" isolates it, so an English sentence inside an Arabic page keeps its punctuation.
   */
  contentProps: { id: string; lang?: string; dir: 'auto' };
  /**
   * 'Show original' / 'Show translation'; or, in another language when nothing was translated
   * (no translation service, or it failed), a note that the text is shown in English.
   */
  toggle: ReactNode;
}

interface TranslatedContentProps {
  /** Texts that belong together (an update's title and description): one toggle for them. */
  texts: readonly string[];
  children: (view: TranslatedContentView) => ReactNode;
}

/**
 * Content that people wrote, in the reader's language once its translation arrives. Until then,
 * and when it fails or changes nothing, the text shows as written; the reader can switch back
 * to the original and forth again.
 */
export function TranslatedContent({ texts, children }: TranslatedContentProps) {
  const { t } = useTranslation();
  const id = useId();
  const { language, translationOf, isTranslating } = useContentTranslation();
  const [showOriginal, setShowOriginal] = useState(false);

  const translations = texts.map((text) => translationOf(text) ?? text);
  const isTranslated = translations.some((translated, index) => translated !== texts[index]);
  const showsTranslation = isTranslated && !showOriginal;

  const toggle = isTranslated ? (
    <Group gap={6} wrap="wrap">
      {showsTranslation ? (
        <Text size="xs" c="dimmed">
          {t('contentTranslation.translatedFromEnglish')}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconLanguage size={14} aria-hidden />}
        aria-controls={id}
        onClick={() => setShowOriginal((current) => !current)}
      >
        {showsTranslation
          ? t('contentTranslation.showOriginal')
          : t('contentTranslation.showTranslation')}
      </Button>
    </Group>
  ) : isTranslating ? (
    // The toggle's room is kept while the translation loads, so the page does not jump.
    <Group gap={6} aria-hidden style={{ visibility: 'hidden' }}>
      <Button
        variant="subtle"
        size="compact-xs"
        tabIndex={-1}
        leftSection={<IconLanguage size={14} />}
      >
        {t('contentTranslation.showOriginal')}
      </Button>
    </Group>
  ) : language !== DEFAULT_LANGUAGE_CODE && texts.some(isTranslatable) ? (
    <Text size="xs" c="dimmed">
      {t('contentTranslation.shownInEnglish')}
    </Text>
  ) : null;

  return children({
    texts: showsTranslation ? translations : [...texts],
    contentProps: {
      id,
      lang:
        !showsTranslation && language !== DEFAULT_LANGUAGE_CODE ? DEFAULT_LANGUAGE_CODE : undefined,
      dir: 'auto',
    },
    toggle,
  });
}
