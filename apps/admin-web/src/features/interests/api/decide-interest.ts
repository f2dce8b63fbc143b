import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

export type InterestDecision = 'approve' | 'reject';

/**
 * POST .../project-interests/{id}/approve or /reject. After it the list, the summary's pending
 * count and the audit trail (the decision is audited) are read again; after a failure the list.
 */
export function useDecideInterest() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: InterestDecision }) => {
      const params = { id: String(id) };
      return decision === 'approve'
        ? unwrap(await api.adminProjectInterests.approveProjectInterest({ params }), 200)
        : unwrap(await api.adminProjectInterests.rejectProjectInterest({ params }), 200);
    },
    onSuccess: (_interest, { decision }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.interests.pending });
      void queryClient.invalidateQueries({ queryKey: queryKeys.summary });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t(`interests.${decision === 'approve' ? 'approved' : 'rejected'}Title`),
        message: t(`interests.${decision === 'approve' ? 'approved' : 'rejected'}Message`),
      });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.interests.pending });
      notify({
        variant: 'error',
        title: t('interests.failedTitle'),
        message: t('interests.failedMessage'),
      });
    },
  });
}
