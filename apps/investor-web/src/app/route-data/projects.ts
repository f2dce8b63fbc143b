import type { RoutePrefetchContext } from '@coinvest/ui';
import { projectListQueryOptions } from '../../features/projects/api/get-projects';
import { emptyFilters, toListQuery } from '../../features/projects/lib/project-filters';

/**
 * /projects without filters: its first page, with the query options the page reads, so the
 * page finds it in the cache.
 */
export function prefetch({ queryClient, api }: RoutePrefetchContext) {
  void queryClient.prefetchInfiniteQuery(projectListQueryOptions(api, toListQuery(emptyFilters)));
}
