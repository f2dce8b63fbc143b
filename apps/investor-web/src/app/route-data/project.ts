import { parseIdParam } from '@coinvest/contract';
import type { RoutePrefetchContext } from '@coinvest/ui';
import { projectQueryOptions } from '../../features/projects/api/get-project';
import { projectUnitsQueryOptions } from '../../features/projects/api/get-project-units';
import { projectUpdatesQueryOptions } from '../../features/projects/api/get-project-updates';
import { unitStatisticsQueryOptions } from '../../features/projects/api/get-unit-statistics';
import { currencyRatesQueryOptions } from '../../lib/currency/api/get-currency-rates';

/**
 * /projects/{id}: the project and what its first render asks for besides (the key figures'
 * statistics, the currency rates their amounts are shown in, and the units and updates whose
 * texts are translated with the page's), at once and with the query options the page reads,
 * so the page finds them in the cache and its top paints without a second round of requests.
 * A file of its own, in the first page (routes.tsx): the list's filters and schemas are not.
 */
export function prefetch({ params, queryClient, api }: RoutePrefetchContext) {
  const id = parseIdParam(params.id);
  if (id === null) return;
  void queryClient.prefetchQuery(projectQueryOptions(api, id));
  void queryClient.prefetchQuery(unitStatisticsQueryOptions(api, id));
  void queryClient.prefetchQuery(projectUnitsQueryOptions(api, id));
  void queryClient.prefetchQuery(projectUpdatesQueryOptions(api, id));
  void queryClient.prefetchQuery(currencyRatesQueryOptions(api));
}
