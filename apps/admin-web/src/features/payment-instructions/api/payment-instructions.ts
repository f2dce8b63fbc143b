import type { TAdminConfirmation, TPaymentInstructionsProposalInput } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translatePaymentInstructionsMessage } from '../lib/payment-instructions-messages';

/** GET /api/payment-instructions: what investors are shown (null until first approved). */
export function usePaymentInstructions() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.paymentInstructions.all,
    queryFn: async () => unwrap(await api.paymentInstructions.getPaymentInstructions(), 200),
  });
}

/** GET .../proposals/pending: the change waiting for a second admin, or null. */
export function usePendingProposal() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.paymentInstructions.pendingProposal,
    queryFn: async () =>
      unwrap(await api.adminPaymentInstructions.getPendingPaymentInstructionsProposal(), 200),
  });
}

/** Whether the signed-in admin confirms with a code (second factor on) or with the password. */
export function useConfirmsWithCode() {
  const api = useApi();
  const status = useQuery({
    queryKey: queryKeys.secondFactor.status,
    queryFn: async () => unwrap(await api.auth.secondFactorStatus(), 200),
  });
  return status.data === undefined ? undefined : status.data.enabled;
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.paymentInstructions.all });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.paymentInstructions.pendingProposal,
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
  };
}

function useFailure(titleKey: 'proposeFailed' | 'decideFailed') {
  const { t } = useTranslation();
  return (error: unknown) =>
    notify({
      variant: 'error',
      title: t(`paymentInstructions.${titleKey}`),
      message: serverMessageOr(
        error,
        t(`paymentInstructions.${titleKey}Message`),
        t,
        translatePaymentInstructionsMessage,
      ),
    });
}

/** POST .../proposals: the new set waits for another admin (audited by the API). */
export function useProposePaymentInstructions() {
  const api = useApi();
  const { t } = useTranslation();
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async (body: TPaymentInstructionsProposalInput) =>
      unwrap(await api.adminPaymentInstructions.proposePaymentInstructions({ body }), 201),
    onSuccess: () => {
      afterChange();
      notify({
        variant: 'success',
        title: t('paymentInstructions.proposedTitle'),
        message: t('paymentInstructions.proposedMessage'),
      });
    },
    onError: useFailure('proposeFailed'),
  });
}

/** POST .../proposals/:id/approve: another admin's approval makes the change live. */
export function useApproveProposal() {
  const api = useApi();
  const { t } = useTranslation();
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async (vars: { proposalId: number; confirmation: TAdminConfirmation }) =>
      unwrap(
        await api.adminPaymentInstructions.approvePaymentInstructionsProposal({
          params: { proposalId: String(vars.proposalId) },
          body: vars.confirmation,
        }),
        200,
      ),
    onSuccess: () => {
      afterChange();
      notify({
        variant: 'success',
        title: t('paymentInstructions.approvedTitle'),
        message: t('paymentInstructions.approvedMessage'),
      });
    },
    onError: useFailure('decideFailed'),
  });
}

/** POST .../proposals/:id/reject: the live instructions stay. */
export function useRejectProposal() {
  const api = useApi();
  const { t } = useTranslation();
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async (proposalId: number) =>
      unwrap(
        await api.adminPaymentInstructions.rejectPaymentInstructionsProposal({
          params: { proposalId: String(proposalId) },
        }),
        200,
      ),
    onSuccess: () => {
      afterChange();
      notify({
        variant: 'success',
        title: t('paymentInstructions.rejectedTitle'),
        message: t('paymentInstructions.rejectedMessage'),
      });
    },
    onError: useFailure('decideFailed'),
  });
}
