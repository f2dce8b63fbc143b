import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { useApi } from '../session';
import { lazyRoutesFor } from './lazy-route';

const RouteTableContext = createContext<RouteObject[]>([]);

/** Gives links the site's route table, so they can find what a link leads to. */
export function RoutePrefetchProvider({
  routes,
  children,
}: {
  routes: RouteObject[];
  children: ReactNode;
}) {
  return <RouteTableContext value={routes}>{children}</RouteTableContext>;
}

export interface IntentHandlers {
  onMouseEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/**
 * Spread on a link: when the pointer rests on it, it gets focus or a finger touches it, the
 * page it leads to starts loading its code and its first data, so the click finds them ready.
 */
export function usePrefetchOnIntent(to: string): IntentHandlers {
  const routes = useContext(RouteTableContext);
  const queryClient = useQueryClient();
  const api = useApi();
  return useMemo(() => {
    const prefetch = () => {
      for (const { handle, params } of lazyRoutesFor(matchRoutes(routes, to))) {
        // A failed prefetch costs nothing: the visit itself loads again and shows its error.
        handle.load().catch(() => undefined);
        handle.prefetchData?.({ params, queryClient, api });
      }
    };
    return { onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
  }, [routes, to, queryClient, api]);
}
