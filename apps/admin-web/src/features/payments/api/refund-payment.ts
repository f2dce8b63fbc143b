import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateRefundMessage } from '../lib/payment-messages';

/**
 * POST .../payments/{reference}/refund: the whole amount goes back through the provider; the
 * payment then shows its refund's status.
 */
export function useRefundPayment() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (reference: string) =>
      unwrap(await api.adminPayments.refundPayment({ params: { reference } }), 201),
    onSuccess: () => {
      notify({
        variant: 'success',
        title: t('payments.provider.refundedToast'),
        message: t('payments.provider.refundedToastMessage'),
      });
    },
    onError: (error: unknown) => {
      notify({
        variant: 'error',
        title: t('payments.provider.refundFailedTitle'),
        // The server's reason (already refunded, not an exception...), else a general one.
        message: serverMessageOr(
          error,
          t('payments.provider.refundFailedMessage'),
          t,
          translateRefundMessage,
        ),
      });
    },
    // Refused or not, the list shows where the payment stands now; the ledger moved too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.all }),
  });
}
