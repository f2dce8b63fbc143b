import type { TDelayClass, TProjectProgress } from '@coinvest/contract';
import { Badge, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const CLASS_COLORS: Record<TDelayClass, string> = {
  on_track: 'teal',
  behind: 'yellow',
  at_risk: 'orange',
  stalled: 'red',
};

/** The project's delay class and, when it applies, the 'not reporting' flag. */
export function ProgressBadges({ progress }: { progress: TProjectProgress }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge
        variant="light"
        color={CLASS_COLORS[progress.delayClass]}
        aria-label={t('progress.classLabel', {
          status: t(`progress.classes.${progress.delayClass}`),
        })}
      >
        {t(`progress.classes.${progress.delayClass}`)}
      </Badge>
      {progress.notReporting && (
        <Badge
          variant="filled"
          color="red"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          title={t('progress.notReportingHint', { count: progress.updateIntervalDays })}
        >
          {t('progress.notReporting')}
        </Badge>
      )}
    </Group>
  );
}
