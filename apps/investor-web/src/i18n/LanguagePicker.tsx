import { isLanguageCode } from '@coinvest/contract';
import { Flag, useApi, useCurrentUser } from '@coinvest/ui';
import { Group, Loader, Select, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../lib/query-keys';
import { LANGUAGES, type TLanguageCode } from './languages';
import { useSiteLanguage } from './site-language';

export interface LanguagePickerProps {
  /** Shows 'Language' above the field (the mobile menu); otherwise it is the field's name only. */
  withLabel?: boolean;
  /** Called after a choice, e.g. to close the mobile menu. */
  onChange?: (code: TLanguageCode) => void;
}

const byCode = new Map(LANGUAGES.map((language) => [language.code, language]));
const data = LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }));

function LanguageFlag({ code }: { code: string }) {
  const language = isLanguageCode(code) ? byCode.get(code) : undefined;
  return language ? (
    <Flag country={language.flagCountry} />
  ) : (
    <IconLanguage size={16} aria-hidden />
  );
}

/**
 * The language picker: each of the 15 languages by its flag and its own name. Disabled, with a
 * spinner, while the chosen language's catalog or the page's content translation loads; a
 * signed-in user's choice is also saved on the account so it follows them.
 */
export function LanguagePicker({ withLabel = false, onChange }: LanguagePickerProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const { language, isLoading: isCatalogLoading, changeLanguage } = useSiteLanguage();
  const translating = useIsFetching({ queryKey: queryKeys.translations.all });
  const isLoading = isCatalogLoading || translating > 0;

  const choose = async (code: TLanguageCode) => {
    await changeLanguage(code);
    onChange?.(code);
    // The choice already applies here; a failed save only means another device keeps its own.
    if (!user) return;
    await api.users.updateMyPreferences({ body: { language: code } }).catch(() => null);
    // The API writes notifications in the saved language: read them again once it is saved.
    await queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  };

  return (
    <Select
      label={withLabel ? t('navigation.language') : undefined}
      aria-label={withLabel ? undefined : t('navigation.language')}
      aria-busy={isLoading}
      data={data}
      value={language}
      onChange={(code) => {
        if (isLanguageCode(code)) void choose(code);
      }}
      allowDeselect={false}
      disabled={isLoading}
      description={isLoading ? t('navigation.languageLoading') : undefined}
      leftSection={
        isLoading ? (
          <Loader size={14} aria-label={t('navigation.languageLoading')} />
        ) : (
          <LanguageFlag code={language} />
        )
      }
      w={withLabel ? '100%' : 148}
      size="sm"
      comboboxProps={{ width: 220, position: 'bottom-end' }}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <LanguageFlag code={option.value} />
          <Text size="sm" lang={option.value}>
            {option.label}
          </Text>
        </Group>
      )}
    />
  );
}
