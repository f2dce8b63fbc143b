import type { TUnit } from '@coinvest/contract';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UnitCard } from './UnitCard';

interface UnitListProps {
  units: TUnit[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The units chosen for an interest or an investment. */
  selectedIds?: number[];
  onToggle?: (unitId: number) => void;
  /** What can be done with the chosen units. */
  actions?: ReactNode;
}

/** The project's units, by unit number. */
export function UnitList({
  units,
  isLoading,
  isError,
  selectedIds,
  onToggle,
  actions,
}: UnitListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="md" aria-labelledby="units-title">
      <Stack gap={4}>
        <Title order={2} size="h3" id="units-title">
          {t('projects.detail.units.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('projects.detail.units.intro')}
        </Text>
      </Stack>
      {isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-hidden>
          <Skeleton h={220} />
          <Skeleton h={220} />
        </SimpleGrid>
      ) : isError ? (
        <Text c="dimmed">{t('projects.detail.units.loadFailed')}</Text>
      ) : units && units.length > 0 ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {units.map((unit) => (
            <li key={unit.id}>
              <UnitCard unit={unit} selected={selectedIds?.includes(unit.id)} onToggle={onToggle} />
            </li>
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{t('projects.detail.units.empty')}</Text>
      )}
      {units && units.length > 0 ? actions : null}
    </Stack>
  );
}
