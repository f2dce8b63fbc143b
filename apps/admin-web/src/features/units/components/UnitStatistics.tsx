import { UNIT_STATUSES, type TUnitStatus } from '@coinvest/contract';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnitStatistics } from '../api/get-unit-statistics';
import { UNIT_STATUS_COLORS } from '../lib/unit-display';

const COUNTS: Record<
  TUnitStatus,
  'availableUnits' | 'partiallyFundedUnits' | 'fullyFundedUnits' | 'soldUnits'
> = {
  available: 'availableUnits',
  partially_funded: 'partiallyFundedUnits',
  fully_funded: 'fullyFundedUnits',
  sold: 'soldUnits',
};

/** How many of the project's units are in each status: the whole project, not one page. */
export function UnitStatistics({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const statistics = useUnitStatistics(projectId);
  if (!statistics.isSuccess || statistics.data.totalUnits === 0) return null;
  const counts = statistics.data;
  return (
    <Group
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('units.statistics.label')}
    >
      <li>
        <Text size="sm" fw={600}>
          {t('units.statistics.total', { count: counts.totalUnits })}
        </Text>
      </li>
      {UNIT_STATUSES.map((status) => (
        <li key={status}>
          <Badge variant="light" color={UNIT_STATUS_COLORS[status]} tt="none">
            {t(`units.statusCount.${status}`, { count: counts[COUNTS[status]] })}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
