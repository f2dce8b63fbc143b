import { ApiError, unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

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
 * answers with the investment (pending_payment, its reference and deadline).
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
      void queryClient.invalidateQueries({ queryKey: ['/api/projects', request.projectId] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
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
