import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a section shows when its data did not arrive: why, and a way to ask again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title}>
      <Button size="xs" variant="default" onClick={() => void onRetry()}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
