import { serverMessageOr } from '@coinvest/ui';
import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';

interface ProjectLoadErrorProps {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}

/** 'Unable to Load Project': the server's reason when it gave one, a retry and a way back. */
export function ProjectLoadError({ error, onRetry, retrying }: ProjectLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={1}>{t('projects.detail.loadFailedTitle')}</Title>
        <Text c="dimmed" size="lg">
          {serverMessageOr(error, t('projects.detail.loadFailedMessage'), t)}
        </Text>
        <Group justify="center">
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
            loading={retrying}
          >
            {t('projects.detail.tryAgain')}
          </Button>
          <Button
            component={Link}
            to={paths.projects}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('projects.detail.browseProjects')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
