import type { TPlatformUpdateInput } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateUpdateMessage } from '../lib/update-messages';

/** GET /api/projects/{id}/updates: newest first; the admin reads a draft's too. */
export function useProjectUpdates(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.projects.updates(projectId),
    queryFn: async () =>
      unwrap(
        await api.projectUpdates.listProjectUpdates({ params: { id: String(projectId) } }),
        200,
      ),
  });
}

/**
 * POST /api/secure-admin/projects/{id}/updates: the platform's own update. The list and the
 * audit trail refresh after it.
 */
export function usePostPlatformUpdate(projectId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (body: TPlatformUpdateInput) =>
      unwrap(
        await api.projectUpdates.postPlatformUpdate({ params: { id: String(projectId) }, body }),
        201,
      ),
    onSuccess: (update) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.updates(projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t('updates.toast.postedTitle'),
        message: t('updates.toast.postedMessage', { title: update.title }),
      });
    },
    onError: (error: unknown) => {
      notify({
        variant: 'error',
        title: t('updates.toast.errorTitle'),
        message: serverMessageOr(error, t('updates.toast.postFailed'), t, translateUpdateMessage),
      });
    },
  });
}
