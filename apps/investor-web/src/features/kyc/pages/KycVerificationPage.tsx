import { FullPageLoader, useCurrentUser, UserLoadError } from '@coinvest/ui';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isGettingStarted } from '../../../lib/getting-started';
import { paths } from '../../../paths';
import { useKyc } from '../api/get-kyc';
import { KycForm } from '../components/KycForm';
import { KycInfoCards } from '../components/KycInfoCards';
import { KycStatusCard } from '../components/KycStatusCard';

/** /kyc-verification: a visitor is asked to sign in; a user sees the status or fills the form. */
export function KycVerificationPage() {
  const { t } = useTranslation();
  const { user, isLoading, error } = useCurrentUser();
  // A new investor arrives here from sign-up: a short welcome says this is their next step.
  const welcomed = isGettingStarted(useLocation().state);

  if (isLoading) return <FullPageLoader />;
  if (error) return <UserLoadError />;

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('kyc.title')}</Title>
          <Text c="dimmed">{t('kyc.intro')}</Text>
        </div>
        {user && welcomed ? (
          <Alert
            color="teal"
            variant="light"
            radius="md"
            title={
              <Title order={2} size="h4">
                {t('gettingStarted.welcome.title', { firstName: user.firstName })}
              </Title>
            }
          >
            {t('gettingStarted.welcome.message')}
          </Alert>
        ) : null}
        {user ? <KycCenter userId={user.id} /> : <VisitorPrompt />}
      </Stack>
    </Container>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="kyc-visitor-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="kyc-visitor-title">
          {t('kyc.visitor.title')}
        </Title>
        <Text>{t('kyc.visitor.message')}</Text>
        <Group>
          <Button component={Link} to={paths.signIn}>
            {t('kyc.visitor.signIn')}
          </Button>
          <Button component={Link} to={paths.signUp} variant="default">
            {t('kyc.visitor.createAccount')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function KycCenter({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const kyc = useKyc(userId);
  const [filling, setFilling] = useState(false);

  if (kyc.isPending) return <FullPageLoader />;
  if (kyc.isError) return <Alert color="red">{t('kyc.status.loadFailed')}</Alert>;

  if (filling) {
    return (
      <Stack gap="md">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          w="fit-content"
          onClick={() => setFilling(false)}
        >
          {t('kyc.back.status')}
        </Button>
        <KycForm userId={userId} record={kyc.data} onSubmitted={() => setFilling(false)} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Button
        component={Link}
        to={paths.dashboard}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
      >
        {t('kyc.back.dashboard')}
      </Button>
      <KycStatusCard record={kyc.data} onStart={() => setFilling(true)} />
      <KycInfoCards />
    </Stack>
  );
}
