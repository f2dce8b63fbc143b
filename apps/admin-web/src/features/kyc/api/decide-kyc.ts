import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

export type KycDecision =
  | { kycId: number; decision: 'approve'; reviewNotes: string }
  | { kycId: number; decision: 'reject'; rejectionReason: string; reviewNotes: string };

/**
 * PATCH .../approve or .../reject. After it the queue, the summary's pending count and the
 * audit trail (the decision is audited) are read again; after a failure the queue.
 */
export function useDecideKyc() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: async (decision: KycDecision) => {
      const params = { kycId: String(decision.kycId) };
      return decision.decision === 'approve'
        ? unwrap(
            await api.kyc.approveKyc({
              params,
              body: { reviewNotes: decision.reviewNotes, verificationMethod: 'manual' },
            }),
            200,
          )
        : unwrap(
            await api.kyc.rejectKyc({
              params,
              body: {
                rejectionReason: decision.rejectionReason,
                reviewNotes: decision.reviewNotes,
              },
            }),
            200,
          );
    },
    onSuccess: (item, { decision }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.kyc.pending });
      void queryClient.invalidateQueries({ queryKey: queryKeys.summary });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t(decision === 'approve' ? 'kyc.approvedTitle' : 'kyc.rejectedTitle'),
        message: t(decision === 'approve' ? 'kyc.approvedMessage' : 'kyc.rejectedMessage', {
          name: item.fullName,
        }),
      });
    },
    onError: (error, { decision }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.kyc.pending });
      notify({
        variant: 'error',
        title: t(decision === 'approve' ? 'kyc.approvalFailedTitle' : 'kyc.rejectionFailedTitle'),
        message: serverMessageOr(error, t('kyc.decisionFailedMessage'), t),
      });
    },
  });
}
