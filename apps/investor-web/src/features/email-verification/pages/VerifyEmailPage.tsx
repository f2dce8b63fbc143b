import { FullPageLoader, useCurrentUser, UserLoadError } from '@coinvest/ui';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { gettingStartedState, isGettingStarted } from '../../../lib/getting-started';
import { paths } from '../../../paths';
import { VerifyEmailForm } from '../components/VerifyEmailForm';

/**
 * /verify-email: the code e-mailed at sign-up. A new investor goes on to identity verification
 * once it is entered; anyone else back to the dashboard.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoading, error } = useCurrentUser();
  const gettingStarted = isGettingStarted(useLocation().state);

  if (isLoading) return <FullPageLoader />;
  if (error) return <UserLoadError />;
  if (!user) return <Navigate to={paths.signIn} replace />;

  return (
    <Container size="sm" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('emailVerification.title')}</Title>
          <Text c="dimmed">{t('emailVerification.intro', { email: user.email })}</Text>
        </div>
        <Paper withBorder radius="md" p="lg">
          {user.emailVerified ? (
            <Alert color="teal" title={t('emailVerification.verifiedTitle')}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('emailVerification.verifiedMessage')}</Text>
                <Button component={Link} to={paths.dashboard} size="sm">
                  {t('emailVerification.toDashboard')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <VerifyEmailForm
              onVerified={() =>
                void (gettingStarted
                  ? navigate(paths.kycVerification, { state: gettingStartedState })
                  : navigate(paths.dashboard))
              }
            />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
