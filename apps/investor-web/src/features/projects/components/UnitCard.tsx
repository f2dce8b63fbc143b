import type { TUnit } from '@coinvest/contract';
import { featureLabel, firstAndRest } from '@coinvest/ui';
import { Badge, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../lib/currency';
import { TranslatedContent } from '../../translation';
import { UNIT_STATUS_COLORS } from '../lib/project-status';

/** A unit card shows at most four features, then '+N more' (docs/product-rules.md, Unit types and features). */
const FEATURES_SHOWN = 4;

interface UnitCardProps {
  unit: TUnit;
  selected?: boolean;
  /** When given, the card can be chosen for an interest or an investment. */
  onToggle?: (unitId: number) => void;
}

/** One unit of the project: what it is, what it costs, how far it is funded. */
export function UnitCard({ unit, selected = false, onToggle }: UnitCardProps) {
  const { t } = useTranslation();
  const { shown, more } = firstAndRest(unit.features, FEATURES_SHOWN);
  const titleId = `unit-${unit.id}-title`;
  const specs = [
    t('projects.detail.units.bedsBaths', { bedrooms: unit.bedrooms, bathrooms: unit.bathrooms }),
    unit.floorArea ? t('projects.detail.units.area', { area: unit.floorArea }) : null,
    unit.floor !== null ? t('projects.detail.units.floor', { floor: unit.floor }) : null,
    unit.block ? t('projects.detail.units.block', { block: unit.block }) : null,
  ].filter((spec): spec is string => spec !== null);

  return (
    <Card component="article" padding="lg" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {onToggle ? (
            <Checkbox
              mt={2}
              checked={selected}
              onChange={() => onToggle(unit.id)}
              aria-label={t('investing.units.select', { unit: unit.unitNumber })}
            />
          ) : null}
          <Stack gap={2}>
            <Title order={3} size="h5" id={titleId}>
              {unit.unitNumber}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`projects.unitTypes.${unit.unitType}`)}
            </Text>
          </Stack>
        </Group>
        <Badge color={UNIT_STATUS_COLORS[unit.status]} autoContrast style={{ flexShrink: 0 }}>
          {t(`projects.unitStatus.${unit.status}`)}
        </Badge>
      </Group>

      <Text size="sm" mt="xs">
        {specs.join(' · ')}
      </Text>
      {unit.description ? (
        <TranslatedContent texts={[unit.description]}>
          {({ texts: [description], contentProps, toggle }) => (
            <>
              <Text size="sm" c="dimmed" mt={4} lineClamp={2} {...contentProps}>
                {description}
              </Text>
              {toggle}
            </>
          )}
        </TranslatedContent>
      ) : null}

      <Group component="dl" gap="lg" mt="md" mb={0} mx={0} align="flex-start">
        {(
          [
            ['price', unit.price],
            ['minimum', unit.minInvestmentAmount],
            ['invested', unit.currentInvestment],
          ] as const
        ).map(([key, amount]) => (
          <Stack key={key} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`projects.detail.units.${key}`)}
            </Text>
            <Text component="dd" m={0} fw={700} size="sm">
              <Money amount={amount} currency="USD" />
            </Text>
          </Stack>
        ))}
      </Group>

      {unit.features.length > 0 ? (
        <Group
          gap={6}
          mt="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('projects.detail.units.features')}
        >
          {shown.map((feature) => (
            <li key={feature}>
              <Badge variant="light" color="gray" tt="none" fw={500}>
                {featureLabel(feature)}
              </Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="outline" color="teal" tt="none">
                {t('projects.detail.units.more', { count: more })}
              </Badge>
            </li>
          ) : null}
        </Group>
      ) : null}
    </Card>
  );
}
