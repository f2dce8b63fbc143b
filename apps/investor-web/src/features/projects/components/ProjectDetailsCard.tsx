import { Card, List, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const HIGHLIGHTS = ['location', 'developer', 'amenities', 'demand'] as const;
const RISKS = ['market', 'delays', 'currency', 'noGuarantee'] as const;

/** The fixed highlights and risk factors, the same for every project. */
export function ProjectDetailsCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="project-details-title">
      <Title order={2} size="h4" id="project-details-title" mb="md">
        {t('projects.detail.details.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <FactList
          title={t('projects.detail.details.highlights')}
          items={HIGHLIGHTS.map((key) => t(`projects.detail.details.highlightItems.${key}`))}
          icon={<IconCheck size={12} />}
          color="teal"
        />
        <FactList
          title={t('projects.detail.details.risks')}
          items={RISKS.map((key) => t(`projects.detail.details.riskItems.${key}`))}
          icon={<IconAlertTriangle size={12} />}
          color="orange"
        />
      </SimpleGrid>
    </Card>
  );
}

function FactList({
  title,
  items,
  icon,
  color,
}: {
  title: string;
  items: string[];
  icon: ReactNode;
  color: string;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <List
        spacing="xs"
        size="sm"
        icon={
          <ThemeIcon color={color} size={20} radius="xl" aria-hidden>
            {icon}
          </ThemeIcon>
        }
      >
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
