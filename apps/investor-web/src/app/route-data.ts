import type { RoutePrefetchContext } from '@coinvest/ui';
import { projectQueryOptions } from '../features/projects/api/get-project';
import { projectListQueryOptions } from '../features/projects/api/get-projects';
import { parseProjectId } from '../features/projects/lib/project-display';
import { emptyFilters, toListQuery } from '../features/projects/lib/project-filters';

// The first data of the pages people open most, started when a link to them is about to be
// followed: the same query options the pages use, so the page finds the data in the cache.

/** /projects without filters: its first page. */
export function prefetchProjects({ queryClient, api }: RoutePrefetchContext) {
  void queryClient.prefetchInfiniteQuery(projectListQueryOptions(api, toListQuery(emptyFilters)));
}

/** /projects/{id}: the project itself. */
export function prefetchProject({ params, queryClient, api }: RoutePrefetchContext) {
  const id = parseProjectId(params.id);
  if (id !== null) void queryClient.prefetchQuery(projectQueryOptions(api, id));
}
