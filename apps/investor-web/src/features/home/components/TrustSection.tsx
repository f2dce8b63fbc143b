import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconFileSearch,
  IconLock,
  IconReportAnalytics,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const POINTS = [
  { key: 'verified', icon: IconShieldCheck },
  { key: 'secure', icon: IconLock },
  { key: 'diligence', icon: IconFileSearch },
  { key: 'reporting', icon: IconReportAnalytics },
] as const;

/** The four trust points. */
export function TrustSection() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 4 }}
      spacing="xl"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {POINTS.map(({ key, icon: PointIcon }) => (
        <Stack key={key} component="li" gap="sm" align="flex-start">
          <ThemeIcon size={48} radius="md" color="teal" variant="light" aria-hidden>
            <PointIcon size={26} />
          </ThemeIcon>
          <Title order={3} size="h4">
            {t(`home.trust.${key}Title`)}
          </Title>
          <Text c="dimmed">{t(`home.trust.${key}Text`)}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
