import type { TProject } from '@coinvest/contract';
import { Card, Group, Progress, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Money } from '../../../lib/currency';
import { roundedFundedPercent } from '../lib/project-status';

/** How much of the units' total is raised in confirmed investments. */
export function FundingProgress({ project }: { project: TProject }) {
  const { t } = useTranslation();
  const percent = roundedFundedPercent(project);

  return (
    <Card component="section" aria-labelledby="funding-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="funding-title">
          {t('projects.detail.funding.title')}
        </Title>
        <Text fw={700} c="teal.8">
          {t('projects.detail.funding.percent', { percent })}
        </Text>
      </Group>
      <Progress
        value={Math.min(percent, 100)}
        size="lg"
        radius="xl"
        color="teal"
        aria-label={t('projects.detail.funding.label')}
      />
      <Text size="sm" c="dimmed" mt="sm">
        <Trans
          i18nKey="projects.detail.funding.raised"
          components={{
            funded: <Money amount={project.currentFunding} currency="USD" />,
            target: <Money amount={project.totalTarget} currency="USD" />,
          }}
        />
      </Text>
    </Card>
  );
}
