import type { TProject, TUnitStatistics } from '@coinvest/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../lib/currency';
import { percentLabel } from '../lib/project-display';

function StatCard({
  label,
  children,
  caption,
}: {
  label: string;
  children: ReactNode;
  caption?: string;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={id}>
      <Text size="sm" c="dimmed" id={id}>
        {label}
      </Text>
      <Text fw={700} size="lg" c="navy.9" mt={4}>
        {children}
      </Text>
      {caption ? (
        <Text size="xs" c="dimmed" mt={2}>
          {caption}
        </Text>
      ) : null}
    </Paper>
  );
}

interface ProjectStatCardsProps {
  project: TProject;
  /** Undefined while loading or when the statistics could not be read. */
  statistics: TUnitStatistics | undefined;
}

/** The six key figures, each with its fallback when the project leaves it out. */
export function ProjectStatCards({ project, statistics }: ProjectStatCardsProps) {
  const { t } = useTranslation();
  const notSpecified = t('projects.detail.stats.notSpecified');
  const range = statistics?.minimumInvestmentRange;

  const profit =
    project.profitRangeMin !== null && project.profitRangeMax !== null
      ? t('projects.detail.stats.profitRangeValue', {
          min: percentLabel(project.profitRangeMin),
          max: percentLabel(project.profitRangeMax),
        })
      : (project.expectedProfit ?? notSpecified);

  const timeline =
    project.constructionTimeline ??
    (project.timeline !== null
      ? t('projects.detail.stats.months', { count: project.timeline })
      : notSpecified);

  const minimum =
    range?.min && range.max ? (
      range.min === range.max ? (
        <Money amount={range.min} currency="USD" />
      ) : (
        <>
          <Money amount={range.min} currency="USD" /> - <Money amount={range.max} currency="USD" />
        </>
      )
    ) : (
      <Money amount={project.minInvestment} currency="USD" />
    );

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <StatCard
        label={t('projects.detail.stats.profitRange')}
        caption={t('projects.detail.stats.negotiable')}
      >
        {profit}
      </StatCard>
      <StatCard label={t('projects.detail.stats.constructionTimeline')}>{timeline}</StatCard>
      <StatCard
        label={t('projects.detail.stats.developerListingPrice')}
        caption={t('projects.detail.stats.officialPrice')}
      >
        <Money amount={project.unitPrice} currency="USD" />
      </StatCard>
      <StatCard
        label={t('projects.detail.stats.minInvestmentRange')}
        caption={t('projects.detail.stats.perUnit')}
      >
        {minimum}
      </StatCard>
      <StatCard label={t('projects.detail.stats.developer')}>
        {project.developerName ? <span translate="no">{project.developerName}</span> : notSpecified}
      </StatCard>
      <StatCard label={t('projects.detail.stats.projectType')}>
        {t(`projects.types.${project.projectType}`)}
      </StatCard>
    </SimpleGrid>
  );
}
