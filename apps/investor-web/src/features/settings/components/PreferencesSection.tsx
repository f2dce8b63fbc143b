import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../../i18n';
import { CurrencyPicker } from '../../../lib/currency';
import { SettingsSection } from './SettingsSection';

/** The header's two pickers, which save a signed-in user's choice on the account. */
export function PreferencesSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('account.preferences.title')}
      description={t('account.preferences.description')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={520}>
        <LanguagePicker withLabel />
        <CurrencyPicker withLabel />
      </SimpleGrid>
    </SettingsSection>
  );
}
