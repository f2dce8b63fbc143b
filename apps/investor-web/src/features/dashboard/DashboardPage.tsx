import { FullPageLoader, useCurrentUser, UserLoadError } from '@coinvest/ui';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../paths';

/** /dashboard: for signed-in users; a visitor is sent to sign in. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user, isLoading, error } = useCurrentUser();

  if (isLoading) return <FullPageLoader />;
  if (error) return <UserLoadError />;
  if (!user) return <Navigate to={paths.signIn} replace />;

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xs">
        <Title order={1}>{t('pages.dashboard.title')}</Title>
        <Text size="lg" fw={500}>
          {t('pages.dashboard.welcome', { username: user.username })}
        </Text>
        <Text c="dimmed">{t('pages.dashboard.intro')}</Text>
      </Stack>
    </Container>
  );
}
