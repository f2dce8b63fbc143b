import type { TCurrencyRatesUpdateBody } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateRateMessage } from '../lib/rate-messages';

/** PUT /api/secure-admin/currency-rates: the API writes (and audits) only the rates that changed. */
export function useUpdateCurrencyRates() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (body: TCurrencyRatesUpdateBody) =>
      unwrap(await api.adminCurrencyRates.updateCurrencyRates({ body }), 200),
    onSuccess: (rates) => {
      queryClient.setQueryData(queryKeys.currencyRates.all, rates);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t('rates.savedTitle'),
        message: t('rates.savedMessage'),
      });
    },
    onError: (error) => {
      notify({
        variant: 'error',
        title: t('rates.saveFailed'),
        message: serverMessageOr(error, t('rates.saveFailedMessage'), t, translateRateMessage),
      });
    },
  });
}
