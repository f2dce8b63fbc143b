import type { TCurrencyRate } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../query-keys';

/** GET /api/currency-rates: the picker's currencies in its order; the first is the default. */
export function currencyRatesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.currencyRates.all,
    queryFn: async (): Promise<TCurrencyRate[]> =>
      unwrap(await api.currencyRates.listCurrencyRates(), 200),
  });
}

export function useCurrencyRates() {
  const api = useApi();
  return useQuery(currencyRatesQueryOptions(api));
}
