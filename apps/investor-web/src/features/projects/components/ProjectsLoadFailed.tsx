import { StatePanel } from '@coinvest/ui';
import { Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The list could not be loaded: say so plainly and offer another try. */
export function ProjectsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={<IconAlertTriangle size={30} />}
      color="red"
      title={t('projects.list.failedTitle')}
      text={t('projects.list.failedMessage')}
      action={
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('projects.list.tryAgain')}
        </Button>
      }
    />
  );
}
