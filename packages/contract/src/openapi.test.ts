import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { buildOpenApiDocument } from './openapi';

type Operation = { operationId?: string };

/** Every route of the contract, found by walking its routers, so a new route is included. */
function allRoutes(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : allRoutes(entry)));
}

/** ts-rest writes `/api/projects/:id`; OpenAPI writes `/api/projects/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument();
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const routes = allRoutes(contract);

  it('describes every route of the contract, with its method', () => {
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter((route) => paths[openApiPath(route.path)]?.[route.method.toLowerCase()] === undefined)
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('describes nothing the contract does not hold', () => {
    const described = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contracted = routes.map((route) => `${route.method} ${openApiPath(route.path)}`);
    expect(described.sort()).toEqual([...new Set(contracted)].sort());
  });

  it('gives every operation its own id', () => {
    const ids = Object.values(paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
