import { Card, List, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const HIGHLIGHTS = ['location', 'developer', 'amenities', 'demand'] as const;
const RISKS = ['market', 'delays', 'currency', 'noGuarantee'] as const;

/** The spec's fixed highlights and risk factors, the same for every project. */
export function ProjectDetailsCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="project-details-title">
      <Title order={2} size="h4" id="project-details-title" mb="md">
        {t('projects.detail.details.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('projects.detail.details.highlights')}
          </Title>
          <List
            spacing="xs"
            size="sm"
            icon={
              <ThemeIcon color="teal" size={20} radius="xl" aria-hidden>
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {HIGHLIGHTS.map((key) => (
              <List.Item key={key}>{t(`projects.detail.details.highlightItems.${key}`)}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('projects.detail.details.risks')}
          </Title>
          <List
            spacing="xs"
            size="sm"
            icon={
              <ThemeIcon color="orange" size={20} radius="xl" aria-hidden>
                <IconAlertTriangle size={12} />
              </ThemeIcon>
            }
          >
            {RISKS.map((key) => (
              <List.Item key={key}>{t(`projects.detail.details.riskItems.${key}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
