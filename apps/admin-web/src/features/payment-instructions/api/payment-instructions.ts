import type { TPaymentInstructionsInput } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translatePaymentInstructionsMessage } from '../lib/payment-instructions-messages';

/** GET /api/payment-instructions: what investors are shown (null until first saved). */
export function usePaymentInstructions() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.paymentInstructions.all,
    queryFn: async () => unwrap(await api.paymentInstructions.getPaymentInstructions(), 200),
  });
}

/** PUT /api/secure-admin/payment-instructions: replaces the whole set (audited by the API). */
export function useSavePaymentInstructions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (body: TPaymentInstructionsInput) =>
      unwrap(await api.adminPaymentInstructions.updatePaymentInstructions({ body }), 200),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.paymentInstructions.all, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t('paymentInstructions.savedTitle'),
        message: t('paymentInstructions.savedMessage'),
      });
    },
    onError: (error) => {
      notify({
        variant: 'error',
        title: t('paymentInstructions.saveFailed'),
        message: serverMessageOr(
          error,
          t('paymentInstructions.saveFailedMessage'),
          t,
          translatePaymentInstructionsMessage,
        ),
      });
    },
  });
}
