import type { TUnit, TUser } from '@coinvest/contract';
import { notify } from '@coinvest/ui';
import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ExpressInterestDialog } from './ExpressInterestDialog';

export interface UnitSelectionActionsProps {
  project: { id: number; title: string };
  selectedUnits: TUnit[];
  user: TUser | null;
  /** Exactly one unit chosen for a direct investment. */
  onInvest: (unit: TUnit) => void;
  /** After the interests are sent, the selection is cleared. */
  onInterestSent: () => void;
}

/** The unit list's actions: interest in the chosen units (one request each), or invest in one. */
export function UnitSelectionActions({
  project,
  selectedUnits,
  user,
  onInvest,
  onInterestSent,
}: UnitSelectionActionsProps) {
  const { t } = useTranslation();
  const [interestOpened, { open, close }] = useDisclosure(false);

  // Investing is not expressing interest: each action asks for sign-in in its own words.
  const signInFirst = (message: string) =>
    notify({ variant: 'error', title: t('investing.interest.authRequiredTitle'), message });

  const expressInterest = () => {
    if (!user) return signInFirst(t('investing.units.signInRequired'));
    if (selectedUnits.length === 0) {
      return notify({
        variant: 'error',
        title: t('investing.units.noUnitsTitle'),
        message: t('investing.units.noUnitsMessage'),
      });
    }
    open();
  };

  const invest = () => {
    if (!user) return signInFirst(t('projects.detail.investment.signInPrompt'));
    const [unit] = selectedUnits;
    if (selectedUnits.length !== 1 || !unit) {
      return notify({
        variant: 'error',
        title: t('investing.units.singleUnitTitle'),
        message: t('investing.units.singleUnitMessage'),
      });
    }
    onInvest(unit);
  };

  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('investing.units.selected', { count: selectedUnits.length })}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={expressInterest}>
          {t('investing.units.expressInterest')}
        </Button>
        <Button color="gold.5" c="navy.9" onClick={invest}>
          {t('investing.units.invest')}
        </Button>
      </Group>
      <ExpressInterestDialog
        opened={interestOpened}
        onClose={close}
        onSubmitted={onInterestSent}
        project={project}
        units={selectedUnits}
        user={user}
      />
    </Group>
  );
}
