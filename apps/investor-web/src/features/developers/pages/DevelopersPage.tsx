import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDevelopers } from '../api/list-developers';
import { DeveloperCard } from '../components/DeveloperCard';
import { PartnerCard } from '../components/PartnerCard';

/** /developers (public): every active developer as a card, then the partner invitation. */
export function DevelopersPage() {
  const { t } = useTranslation();

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('pages.developers.title')}</Title>
          <Text c="dimmed" size="lg" maw={720}>
            {t('developers.intro')}
          </Text>
        </Stack>
        <DeveloperList />
        <PartnerCard />
      </Stack>
    </Container>
  );
}

function DeveloperList() {
  const { t } = useTranslation();
  const developers = useDevelopers();

  if (developers.isPending) {
    return (
      <Group justify="center" gap="sm" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('developers.loading')}</Text>
      </Group>
    );
  }

  if (developers.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        title={t('developers.loadFailedTitle')}
        icon={<IconAlertTriangle aria-hidden />}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('developers.loadFailedMessage')}</Text>
          <Button
            variant="white"
            color="red"
            size="xs"
            loading={developers.isRefetching}
            onClick={() => void developers.refetch()}
          >
            {t('developers.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (developers.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('developers.empty')}
      </Text>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {developers.data.map((developer) => (
        <DeveloperCard key={developer.id} developer={developer} />
      ))}
    </SimpleGrid>
  );
}
