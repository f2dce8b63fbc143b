import { Alert, Button, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One section's data: a loader while it comes, an error with a retry if it fails. */
export function DashboardSection<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) {
    return (
      <Alert color="red" title={t('dashboard.loadError')}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('dashboard.retry')}
        </Button>
      </Alert>
    );
  }
  return children(query.data);
}
