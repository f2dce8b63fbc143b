import { StatePanel } from '@coinvest/ui';
import { Button } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Nothing matches the filters: a way back to the whole list. */
export function NoProjectsFound({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={<IconSearch size={30} />}
      color="gray"
      title={t('projects.list.emptyTitle')}
      text={t('projects.list.emptyMessage')}
      action={
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
        >
          {t('projects.filters.clear')}
        </Button>
      }
    />
  );
}
