import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/currency-rates: the eight rates in the picker's order. */
export function adminCurrencyRatesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.currencyRates.all,
    queryFn: async () => unwrap(await api.adminCurrencyRates.listAdminCurrencyRates(), 200),
  });
}

export function useAdminCurrencyRates() {
  const api = useApi();
  return useQuery(adminCurrencyRatesQueryOptions(api));
}
