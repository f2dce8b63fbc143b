import type { TProject, TUnitStatistics, TUnitStatus } from '@coinvest/contract';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UNIT_STATUS_COLORS } from '../lib/project-status';
import classes from './UnitInvestmentStatus.module.css';

interface UnitInvestmentStatusProps {
  project: Pick<TProject, 'availableUnits' | 'totalUnits'>;
  statistics: TUnitStatistics | undefined;
}

/** Units per status when the statistics are known; otherwise 'available / total'. */
export function UnitInvestmentStatus({ project, statistics }: UnitInvestmentStatusProps) {
  const { t } = useTranslation();

  const counts: [TUnitStatus, number][] | null = statistics
    ? [
        ['available', statistics.availableUnits],
        ['partially_funded', statistics.partiallyFundedUnits],
        ['fully_funded', statistics.fullyFundedUnits],
        ['sold', statistics.soldUnits],
      ]
    : null;

  return (
    <Card component="section" aria-labelledby="unit-status-title">
      <Title order={2} size="h4" id="unit-status-title" mb="md">
        {t('projects.detail.unitStatus.title')}
      </Title>
      {counts && statistics ? (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
          {counts.map(([status, count]) => (
            <Stack key={status} gap={2}>
              <Group component="dt" gap={6} wrap="nowrap">
                <span
                  aria-hidden
                  className={classes.dot}
                  style={{
                    background: `var(--mantine-color-${UNIT_STATUS_COLORS[status].replace('.', '-')})`,
                  }}
                />
                <Text span size="sm" c="dimmed">
                  {t(`projects.unitStatus.${status}`)}
                </Text>
              </Group>
              <Text component="dd" m={0} fw={700} size="xl">
                {count}
              </Text>
            </Stack>
          ))}
          <Stack gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {t('projects.detail.unitStatus.totalUnits')}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {statistics.totalUnits}
            </Text>
          </Stack>
        </SimpleGrid>
      ) : (
        <Text>
          <Text span fw={700} size="xl">
            {t('projects.detail.unitStatus.availableOfTotal', {
              available: project.availableUnits,
              total: project.totalUnits,
            })}
          </Text>{' '}
          {t('projects.detail.unitStatus.unitsAvailable')}
        </Text>
      )}
    </Card>
  );
}
