import { Card, List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const points = [
  'verifiedDevelopers',
  'legalProtection',
  'transparentReporting',
  'lowMinimum',
  'profitSharing',
] as const;

/** Why co-invest with us: the reasons a partner gives us their trust. */
export function WhyPartner() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="why-partner-title" bg="navy.0">
      <Stack gap="md">
        <Title order={2} id="why-partner-title">
          {t('contact.whyPartner.title')}
        </Title>
        <List
          spacing="sm"
          center
          icon={
            <ThemeIcon size={22} radius="xl" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {points.map((point) => (
            <List.Item key={point}>{t(`contact.whyPartner.points.${point}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
