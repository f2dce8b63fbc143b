import { FullPageLoader, useCurrentUser, UserLoadError } from '@coinvest/ui';
import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../paths';
import { DataRightsSection } from '../data-rights';
import { NotificationPreferencesSection } from '../notifications';
import { DeviceList } from './components/DeviceList';
import { PasswordSection } from './components/PasswordSection';
import { PreferencesSection } from './components/PreferencesSection';
import { ProfileSection } from './components/ProfileSection';
import { SettingsSection } from './components/SettingsSection';
import { TwoFactorSetting } from './components/TwoFactorSetting';

/** /settings: the signed-in user's own account, in sections; a visitor is sent to sign in. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, isLoading, error } = useCurrentUser();

  if (isLoading) return <FullPageLoader />;
  if (error) return <UserLoadError />;
  if (!user) return <Navigate to={paths.signIn} replace />;

  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('account.title')}</Title>
          <Text c="dimmed">{t('account.intro')}</Text>
        </div>
        <ProfileSection key={user.id} user={user} />
        <PasswordSection />
        <SettingsSection title={t('account.security.title')}>
          <TwoFactorSetting />
          <Divider />
          <DeviceList />
        </SettingsSection>
        <PreferencesSection />
        <DataRightsSection />
        <NotificationPreferencesSection />
      </Stack>
    </Container>
  );
}
