import type { TProjectUpdate, TProjectUpdateInput } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/projects/{id}/updates (admin). Success: 'Update Posted' and the timeline is read
 * again; failure: 'Error' - 'Failed to post update. Please try again.'
 */
export function usePostProjectUpdate(projectId: number) {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: async (body: TProjectUpdateInput): Promise<TProjectUpdate> =>
      unwrap(
        await api.projectUpdates.postProjectUpdate({ params: { id: String(projectId) }, body }),
        201,
      ),
    onSuccess: () => {
      notify({
        variant: 'success',
        title: t('notifications.postUpdate.postedTitle'),
        message: t('notifications.postUpdate.postedMessage'),
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.projects.updates(projectId) });
    },
    onError: () => {
      notify({
        variant: 'error',
        title: t('notifications.postUpdate.failedTitle'),
        message: t('notifications.postUpdate.failedMessage'),
      });
    },
  });
}
