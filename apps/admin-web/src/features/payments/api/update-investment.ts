import type { TPaymentMethod } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translatePaymentMessage } from '../lib/payment-messages';

type ChangeToast =
  | ['payments.confirmedToast', 'payments.confirmedToastMessage']
  | ['payments.cancelledToast', 'payments.cancelledToastMessage'];

function useAfterChange([titleKey, messageKey]: ChangeToast) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return {
    onSuccess: () => {
      // Every admin query: both payment lists, the unit's funding and status, the project's
      // totals, the summary and the audit trail.
      void queryClient.invalidateQueries({ queryKey: queryKeys.all });
      notify({ variant: 'success', title: t(titleKey), message: t(messageKey) });
    },
    onError: (error: unknown) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.investments.all });
      notify({
        variant: 'error',
        title: t('payments.failedTitle'),
        // The server's reason (a reference already used, no longer pending...), else a general one.
        message: serverMessageOr(error, t('payments.failedMessage'), t, translatePaymentMessage),
      });
    },
  };
}

export interface ConfirmPaymentRequest {
  id: number;
  paymentMethod: TPaymentMethod;
  paymentReference: string;
}

/** PATCH .../investments/{id}/confirm-payment: the unit's funding grows, the investor is told. */
export function useConfirmPayment() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, ...body }: ConfirmPaymentRequest) =>
      unwrap(await api.adminInvestments.confirmPayment({ params: { id: String(id) }, body }), 200),
    ...useAfterChange(['payments.confirmedToast', 'payments.confirmedToastMessage']),
  });
}

/** PATCH .../investments/{id}/cancel: the reservation is released, the investor is told. */
export function useCancelInvestment() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await api.adminInvestments.cancelInvestment({ params: { id: String(id) }, body: {} }),
        200,
      ),
    ...useAfterChange(['payments.cancelledToast', 'payments.cancelledToastMessage']),
  });
}
