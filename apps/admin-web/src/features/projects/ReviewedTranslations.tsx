import {
  LANGUAGES,
  TRANSLATION_LIMITS,
  type TLanguage,
  type TLanguageCode,
  type TReviewedTranslation,
} from '@coinvest/contract';
import {
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  Loader,
  Select,
  Stack,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useRemoveReviewedTranslation,
  useReviewedTranslations,
  useSaveReviewedTranslation,
} from './api/reviewed-translations';
import { LoadFailed } from '../../components/LoadFailed';

/** English is the original; every other language of the investor site can have a reviewed one. */
const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language.code !== 'en');

/**
 * The 'Translations' section of a project's edit view: per language, the admin's reviewed
 * translation of the stored description, which readers of that language see instead of the
 * machine's. One written for an earlier description is marked out of date.
 */
export function ReviewedTranslations({
  projectId,
  description,
}: {
  projectId: number;
  /** The description as stored, which a translation is saved for. */
  description: string;
}) {
  const { t } = useTranslation();
  const translations = useReviewedTranslations(projectId);
  const [languageCode, setLanguageCode] = useState<TLanguageCode>(
    TRANSLATED_LANGUAGES[0]?.code ?? 'fr',
  );
  const language = TRANSLATED_LANGUAGES.find((each) => each.code === languageCode);

  const stateOf = (code: TLanguageCode) => {
    const reviewed = translations.data?.find((each) => each.language === code);
    if (!reviewed) return '';
    return reviewed.isCurrent ? t('translations.reviewedMark') : t('translations.staleMark');
  };

  return (
    <Fieldset legend={t('translations.title')}>
      <Stack gap="sm">
        <Select
          label={t('translations.language')}
          data={TRANSLATED_LANGUAGES.map(({ code, name }) => {
            const state = stateOf(code);
            return { value: code, label: state ? `${name} (${state})` : name };
          })}
          value={languageCode}
          onChange={(value) => value && setLanguageCode(value)}
          allowDeselect={false}
          size="md"
        />
        <Textarea
          label={t('translations.englishDescription')}
          value={description}
          readOnly
          rows={4}
          size="md"
        />
        {translations.isPending ? (
          <Loader aria-label={t('translations.loading')} />
        ) : translations.isError ? (
          <LoadFailed title={t('translations.loadFailed')} onRetry={() => translations.refetch()} />
        ) : language ? (
          <TranslationEditor
            key={`${language.code}:${translations.dataUpdatedAt}`}
            projectId={projectId}
            language={language}
            reviewed={translations.data.find((each) => each.language === language.code)}
          />
        ) : null}
      </Stack>
    </Fieldset>
  );
}

function TranslationEditor({
  projectId,
  language,
  reviewed,
}: {
  projectId: number;
  language: TLanguage;
  reviewed: TReviewedTranslation | undefined;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(reviewed?.description ?? '');
  const save = useSaveReviewedTranslation(projectId);
  const remove = useRemoveReviewedTranslation(projectId);
  const busy = save.isPending || remove.isPending;

  return (
    <Stack gap="sm">
      {reviewed && !reviewed.isCurrent && (
        <Alert color="yellow" title={t('translations.staleTitle')}>
          {t('translations.staleHint')}
        </Alert>
      )}
      <Textarea
        label={t('translations.reviewed', { language: language.name })}
        description={t('translations.reviewedHint')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={TRANSLATION_LIMITS.textMax}
        rows={6}
        size="md"
      />
      <Group justify="space-between" gap="sm">
        {reviewed ? (
          <Badge color={reviewed.isCurrent ? 'green' : 'yellow'} variant="light">
            {reviewed.isCurrent ? t('translations.reviewedMark') : t('translations.staleMark')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('translations.machineMark')}
          </Badge>
        )}
        <Group gap="sm">
          {reviewed && (
            <Button
              variant="light"
              color="red"
              disabled={busy}
              loading={remove.isPending}
              onClick={() => remove.mutate(language.code)}
            >
              {t('translations.remove')}
            </Button>
          )}
          <Button
            disabled={busy || draft.trim() === ''}
            loading={save.isPending}
            onClick={() => save.mutate({ language: language.code, description: draft })}
          >
            {t('translations.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
