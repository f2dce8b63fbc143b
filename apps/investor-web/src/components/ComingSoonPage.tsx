import { Container, Stack, Text, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type PageTitleKey =
  | 'pages.home.title'
  | 'pages.projects.title'
  | 'pages.projectDetail.title'
  | 'pages.developers.title'
  | 'pages.faq.title'
  | 'pages.contact.title'
  | 'pages.kycVerification.title'
  | 'pages.settings.title';

/** A page whose content arrives with a later release: its title and a short note. */
export function ComingSoonPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <Container py={{ base: 48, md: 80 }}>
      <Stack align="center" ta="center" gap="md">
        <IconHammer size={40} stroke={1.5} aria-hidden color="var(--mantine-color-teal-7)" />
        <Title order={1}>{t(titleKey)}</Title>
        <Text c="dimmed" size="lg" maw={560}>
          {t('common.comingSoon')}
        </Text>
      </Stack>
    </Container>
  );
}
