import type { TFailedJob } from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFailedJobs } from './api/get-failed-jobs';
import { useRetryFailedJob } from './api/retry-failed-job';
import { KeysetTable } from '../../components/KeysetTable';
import { useKeysetPages } from '../../lib/keyset-pages';

const PAGE_SIZE = 20;

/** Background jobs that failed every attempt, each with its last error and a Retry button. */
export function FailedJobsTab() {
  const { t } = useTranslation();
  const pages = useKeysetPages('');
  const failedJobs = useFailedJobs({ cursor: pages.cursor, pageSize: PAGE_SIZE });

  return (
    <Stack component="section" gap="md" aria-labelledby="failed-jobs-title">
      <div>
        <Title order={2} size="h3" id="failed-jobs-title">
          {t('failedJobs.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('failedJobs.intro')}
        </Text>
      </div>
      <KeysetTable
        query={failedJobs}
        pages={pages}
        pageSize={PAGE_SIZE}
        labelledBy="failed-jobs-title"
        texts={{
          loading: t('failedJobs.title'),
          loadFailed: t('failedJobs.loadFailed'),
          empty: t('failedJobs.empty'),
          total: t('failedJobs.total', { count: failedJobs.data?.total ?? 0 }),
          pagination: t('failedJobs.pagination'),
        }}
        columns={[
          t('failedJobs.columns.task'),
          t('failedJobs.columns.attempts'),
          t('failedJobs.columns.error'),
          t('failedJobs.columns.failedAt'),
          t('failedJobs.columns.actions'),
        ]}
        renderRow={(job) => <FailedJobRow key={job.id} job={job} />}
      />
    </Stack>
  );
}

function FailedJobRow({ job }: { job: TFailedJob }) {
  const { t, i18n } = useTranslation();
  const retry = useRetryFailedJob();
  return (
    <Table.Tr>
      <Table.Td>{job.task}</Table.Td>
      <Table.Td>
        {t('failedJobs.attemptsOf', { attempts: job.attempts, maxAttempts: job.maxAttempts })}
      </Table.Td>
      <Table.Td>
        {/* A long error (a stack line, an address) wraps inside its cell. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {job.lastError ?? t('failedJobs.noError')}
        </Text>
      </Table.Td>
      <Table.Td>
        {formatDate(job.failedAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retry.isPending}
          aria-label={t('failedJobs.retryLabel', { task: job.task, id: job.id })}
          onClick={() => retry.mutate(job.id)}
        >
          {t('failedJobs.retry')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
