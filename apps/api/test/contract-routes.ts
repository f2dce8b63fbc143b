import { contract } from '@coinvest/contract';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';

/** Every route of a router, named by its key, found by walking nested routers. */
export function allRoutes(router: AppRouter = contract): [string, AppRoute][] {
  return Object.entries(router).flatMap(([name, entry]) =>
    isAppRoute(entry) ? [[name, entry] as [string, AppRoute]] : allRoutes(entry),
  );
}
