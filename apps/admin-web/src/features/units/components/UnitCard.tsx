import { UNIT_STATUSES, type TAdminUnit } from '@coinvest/contract';
import { featureLabel, firstAndRest, formatMoney } from '@coinvest/ui';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCurrencyDollar, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUnit } from '../api/delete-unit';
import { useUpdateUnitStatus } from '../api/update-unit-status';
import { UNIT_STATUS_COLORS, isUnitFeature } from '../lib/unit-display';
import { FEATURES_SHOWN } from '../lib/unit-form';
import { MarkSoldDialog } from './MarkSoldDialog';
import { FactList } from '../../../components/FactList';

interface UnitCardProps {
  unit: TAdminUnit;
  onEdit: (unit: TAdminUnit) => void;
}

/** One unit as the admin manages it: what it is, its money, its status and its actions. */
export function UnitCard({ unit, onEdit }: UnitCardProps) {
  const { t, i18n } = useTranslation();
  const updateStatus = useUpdateUnitStatus();
  const deleteUnit = useDeleteUnit();
  const [selling, setSelling] = useState(false);
  const titleId = `unit-${unit.id}-title`;
  // A sale is final and comes only from Mark as Sold (docs/product-rules.md): the dropdown
  // never offers 'sold', and a sold unit's status cannot change.
  const sold = unit.status === 'sold';
  const statusOptions = sold ? UNIT_STATUSES : UNIT_STATUSES.filter((status) => status !== 'sold');
  const dollars = (amount: string) => formatMoney(amount, 'USD', i18n.language);
  const { shown, more } = firstAndRest(unit.features, FEATURES_SHOWN);
  const specs = [
    t('units.card.bedsBaths', { bedrooms: unit.bedrooms, bathrooms: unit.bathrooms }),
    unit.floorArea ? t('units.card.area', { area: unit.floorArea }) : null,
    unit.floor !== null ? t('units.card.floor', { floor: unit.floor }) : null,
    unit.block ? t('units.card.block', { block: unit.block }) : null,
  ].filter((spec): spec is string => spec !== null);
  const amounts: [string, string][] = [
    [t('units.card.price'), dollars(unit.price)],
    [t('units.card.minimum'), dollars(unit.minInvestmentAmount)],
    [t('units.card.current'), dollars(unit.currentInvestment)],
  ];
  if (unit.soldPrice !== null) amounts.push([t('units.card.soldPrice'), dollars(unit.soldPrice)]);
  if (unit.profitGenerated !== null) {
    amounts.push([t('units.card.profit'), dollars(unit.profitGenerated)]);
  }

  return (
    <Card withBorder component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2}>
            <Title order={3} size="h5" id={titleId}>
              {unit.unitNumber}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`units.unitTypes.${unit.unitType}`)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Badge color={UNIT_STATUS_COLORS[unit.status]} autoContrast>
              {t(`units.status.${unit.status}`)}
            </Badge>
            <ActionIcon
              variant="subtle"
              aria-label={t('units.card.edit', { unit: unit.unitNumber })}
              onClick={() => onEdit(unit)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('units.card.delete', { unit: unit.unitNumber })}
              loading={deleteUnit.isPending}
              onClick={() => deleteUnit.mutate({ projectId: unit.projectId, unitId: unit.id })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>

        <Text size="sm">{specs.join(' · ')}</Text>

        <FactList facts={amounts} cols={3} emphasis={600} />

        {unit.features.length > 0 ? (
          <Group
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('units.card.features')}
          >
            {shown.map((feature) => (
              <li key={feature}>
                <Badge variant="light" color="gray" tt="none" fw={500}>
                  {isUnitFeature(feature) ? t(`units.features.${feature}`) : featureLabel(feature)}
                </Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="outline" color="gray" tt="none">
                  {t('units.card.more', { count: more })}
                </Badge>
              </li>
            ) : null}
          </Group>
        ) : null}

        <Group align="flex-end" gap="sm" mt="auto">
          <NativeSelect
            label={t('units.card.paymentStatus')}
            aria-label={t('units.card.paymentStatusOf', { unit: unit.unitNumber })}
            size="xs"
            style={{ flex: 1 }}
            data={statusOptions.map((status) => ({
              value: status,
              label: t(`units.status.${status}`),
            }))}
            value={unit.status}
            disabled={sold || updateStatus.isPending}
            onChange={(event) => {
              const status = UNIT_STATUSES.find((value) => value === event.currentTarget.value);
              if (status && status !== unit.status) {
                updateStatus.mutate({ projectId: unit.projectId, unitId: unit.id, status });
              }
            }}
          />
          {!sold ? (
            <Button
              size="xs"
              variant="light"
              color="gray"
              leftSection={<IconCurrencyDollar size={14} aria-hidden />}
              onClick={() => setSelling(true)}
            >
              {t('units.card.markSold')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      {!sold ? (
        <MarkSoldDialog unit={unit} opened={selling} onClose={() => setSelling(false)} />
      ) : null}
    </Card>
  );
}
