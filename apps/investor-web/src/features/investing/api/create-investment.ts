import { ApiError, unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

export interface InvestmentRequest {
  projectId: number;
  unitId: number;
  userId: number;
  amount: string;
  /** One per confirmation attempt: a retry of the same attempt replays, never duplicates. */
  idempotencyKey: string;
}

/**
 * POST /api/investments with an Idempotency-Key. The server computes ownership and value and
 * answers with the investment (pending_payment, its reference and deadline). What it changed is
 * read again: the project and everything under it (the unit's reservation lowers what it still
 * needs; unit statistics, detail) and the investor's bell ('Investment Submitted': the unread
 * count and the panel's list). Project lists are untouched: they count confirmed money only.
 */
export function useCreateInvestment() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: async ({ idempotencyKey, ...body }: InvestmentRequest) =>
      unwrap(
        await api.investments.createInvestment({
          body: { ...body, satisfactionConfirmed: true },
          headers: { 'idempotency-key': idempotencyKey },
        }),
        201,
      ),
    onSuccess: (_investment, request) => {
      void queryClient.invalidateQueries({
        queryKey: queryKeys.projects.detail(request.projectId),
      });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.notifications.ofUser(request.userId),
      });
      notify({
        variant: 'success',
        title: t('investing.confirm.submittedTitle'),
        message: t('investing.confirm.submittedMessage'),
      });
    },
    onError: (error) => {
      notify({
        variant: 'error',
        title: t('investing.confirm.failedTitle'),
        message:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          t('investing.confirm.failedMessage'),
      });
    },
  });
}
