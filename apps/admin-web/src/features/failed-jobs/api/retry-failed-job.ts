import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateFailedJobMessage } from '../lib/failed-job-messages';

/**
 * POST .../failed-jobs/{id}/retry: the job runs again from its first attempt. Either way the
 * list is read again (a retried job leaves it; one that is gone already does too), and after a
 * retry the audit trail, which records it.
 */
export function useRetryFailedJob() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: async (jobId: string) =>
      unwrap(await api.adminFailedJobs.retryFailedJob({ params: { jobId } }), 202),
    onSuccess: ({ message }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.failedJobs.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t('failedJobs.retriedTitle'),
        message: translateFailedJobMessage(message, t),
      });
    },
    onError: (error: unknown) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.failedJobs.all });
      notify({
        variant: 'error',
        title: t('failedJobs.retryFailedTitle'),
        // The server's reason (the job is no longer failed...), else a general one.
        message: serverMessageOr(
          error,
          t('failedJobs.retryFailedMessage'),
          t,
          translateFailedJobMessage,
        ),
      });
    },
  });
}
