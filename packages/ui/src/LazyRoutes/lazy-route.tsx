import type { ApiClient } from '@coinvest/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import { FullPageLoader } from '../FullPageLoader';

/** What a route's data prefetch gets: the link's params, and the site's clients. */
export interface RoutePrefetchContext {
  params: Params;
  queryClient: QueryClient;
  api: ApiClient;
}

/** What a lazy route keeps in its `handle`: its code, and the data its page reads first. */
export interface LazyRouteHandle {
  /** Loads the page's code once; later calls return the same promise. */
  load: () => Promise<void>;
  /** Starts the page's first queries, so they are under way before the click. */
  prefetchData?: (context: RoutePrefetchContext) => void;
}

/**
 * A route whose page is its own chunk, loaded on the first visit or when a link to it is
 * about to be followed (usePrefetchOnIntent). Until then the shared loader stands in.
 */
export function lazyRoute(
  load: () => Promise<ComponentType>,
  prefetchData?: LazyRouteHandle['prefetchData'],
): Pick<RouteObject, 'element' | 'handle'> {
  let Page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const handle: LazyRouteHandle = {
    load: () =>
      (loading ??= load().then(
        (component) => {
          Page = component;
        },
        (error: unknown) => {
          // A chunk that failed to arrive (offline, a new release) is asked for again next time.
          loading = undefined;
          throw error;
        },
      )),
    prefetchData,
  };
  const LazyPage = lazy(async () => {
    await handle.load();
    return { default: Page as ComponentType };
  });
  // Once loaded (a prefetch, an earlier visit), the page renders at once, without a loader.
  function RoutePage() {
    return Page ? <Page /> : <LazyPage />;
  }
  return {
    element: (
      <Suspense fallback={<FullPageLoader />}>
        <RoutePage />
      </Suspense>
    ),
    handle,
  };
}

function isLazyRouteHandle(handle: unknown): handle is LazyRouteHandle {
  return typeof (handle as LazyRouteHandle | undefined)?.load === 'function';
}

/** Loads every lazy page of a route table, so a test can render any of them at once. */
export async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (isLazyRouteHandle(route.handle)) await route.handle.load();
      if (route.children) await loadLazyRoutes(route.children);
    }),
  );
}

/** The lazy routes `to` leads to, with their params. */
export function lazyRoutesFor(
  matches: { route: RouteObject; params: Params }[] | null,
): { handle: LazyRouteHandle; params: Params }[] {
  return (matches ?? []).flatMap(({ route, params }) =>
    isLazyRouteHandle(route.handle) ? [{ handle: route.handle, params }] : [],
  );
}
