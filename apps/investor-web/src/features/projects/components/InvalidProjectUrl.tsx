import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';

/** /projects/{id} whose id is not a project id: no call is made. */
export function InvalidProjectUrl() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('projects.detail.invalidTitle')}</Title>
        <Text c="dimmed" size="lg">
          {t('projects.detail.invalidMessage')}
        </Text>
        <Button
          component={Link}
          to={paths.projects}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('projects.detail.browseProjects')}
        </Button>
      </Stack>
    </Container>
  );
}
