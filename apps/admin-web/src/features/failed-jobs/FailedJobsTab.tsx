import type { TFailedJob } from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import { Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFailedJobs } from './api/get-failed-jobs';
import { useRetryFailedJob } from './api/retry-failed-job';
import { KeysetPagination } from '../../components/KeysetPagination';
import { LoadFailed } from '../../components/LoadFailed';
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
      {failedJobs.isPending ? (
        <Loader aria-label={t('failedJobs.title')} />
      ) : failedJobs.isError ? (
        <LoadFailed title={t('failedJobs.loadFailed')} onRetry={() => failedJobs.refetch()} />
      ) : failedJobs.data.items.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed" ta="center">
            {t('failedJobs.empty')}
          </Text>
        </Paper>
      ) : (
        <>
          <Paper withBorder radius="lg">
            <Table.ScrollContainer minWidth={720}>
              <Table aria-labelledby="failed-jobs-title" verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('failedJobs.columns.task')}</Table.Th>
                    <Table.Th>{t('failedJobs.columns.attempts')}</Table.Th>
                    <Table.Th>{t('failedJobs.columns.error')}</Table.Th>
                    <Table.Th>{t('failedJobs.columns.failedAt')}</Table.Th>
                    <Table.Th>{t('failedJobs.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {failedJobs.data.items.map((job) => (
                    <FailedJobRow key={job.id} job={job} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('failedJobs.total', { count: failedJobs.data.total })}
            </Text>
            <KeysetPagination
              label={t('failedJobs.pagination')}
              page={pages.page}
              total={failedJobs.data.total}
              pageSize={PAGE_SIZE}
              nextCursor={failedJobs.data.nextCursor}
              onPrevious={pages.previous}
              onNext={pages.next}
            />
          </Group>
        </>
      )}
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
