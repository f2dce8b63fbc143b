import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any path the site does not know. */
export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('ui.notFound.title')}</Title>
        <Text c="dimmed" size="lg">
          {t('ui.notFound.description')}
        </Text>
        <Button
          component={Link}
          to={homePath}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('ui.notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
