import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { interestsQueryKey } from './get-pending-interests';

export type InterestDecision = 'approve' | 'reject';

/** POST .../project-interests/{id}/approve or /reject; the list and summary refresh after. */
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
      void queryClient.invalidateQueries({ queryKey: interestsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] });
      notify({
        variant: 'success',
        title: t(`interests.${decision === 'approve' ? 'approved' : 'rejected'}Title`),
        message: t(`interests.${decision === 'approve' ? 'approved' : 'rejected'}Message`),
      });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: interestsQueryKey });
      notify({
        variant: 'error',
        title: t('interests.failedTitle'),
        message: t('interests.failedMessage'),
      });
    },
  });
}
