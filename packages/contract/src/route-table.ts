import { isAppRoute, type AppRoute, type AppRouteMutation, type AppRouter } from '@ts-rest/core';

/**
 * What ts-rest's client reads of a route to call it: the method, the path and how the body is
 * sent; no schema. Responses are not validated on the client, so none are listed.
 */
export interface ClientRoute {
  method: AppRoute['method'];
  path: string;
  contentType?: AppRouteMutation['contentType'];
  responses: Record<never, never>;
}

/** A router's routes as the client reads them, each with the contract's own method and path. */
export type RouteTable<TRouter> = {
  [K in keyof TRouter]: TRouter[K] extends AppRoute
    ? Pick<TRouter[K], 'method' | 'path'> &
        (TRouter[K] extends { contentType: infer C } ? { contentType: C } : unknown) & {
          responses: Record<never, never>;
        }
    : RouteTable<TRouter[K]>;
};

/** The client's view of a router, read from the contract (client-routes.ts is written from it). */
export function routeTableOf(router: AppRouter): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(router).map(([key, entry]): [string, unknown] => {
      if (!isAppRoute(entry)) return [key, routeTableOf(entry)];
      const route: ClientRoute = { method: entry.method, path: entry.path, responses: {} };
      if ('contentType' in entry && entry.contentType) route.contentType = entry.contentType;
      return [key, route];
    }),
  );
}
