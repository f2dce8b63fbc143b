import { contract } from '@coinvest/contract';
import { createProject, createUnit } from '@coinvest/db/testing';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedInAdmin, signedInInspector, type Caller } from './admin-fixtures';
import { allRoutes } from './contract-routes';
import { startTestApi, type TestApi } from './helpers';
import { OTHER_PARAMS, pathParams, validBodies as bodiesFor } from './route-inputs';

let api: TestApi;
let admin: Caller;
let inspector: Caller;
let projectId: number;
let unitId: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
  inspector = await signedInInspector(api);
  const project = await createProject(api.db);
  projectId = project.id;
  unitId = (await createUnit(api.db, { projectId })).id;
});
afterAll(() => api.close());

/** Beyond PostgreSQL's integer (int4) ids: each once made the database raise an error (500). */
const PATH_IDS = ['2147483648', '3000000000', '1e300', '999999999999999'];
const BODY_IDS = [2147483648, 3000000000, 1e300, 999999999999999];

/** Valid bodies on this file's records, so only the id under test is wrong. */
const validBodies = () => bodiesFor({ userId: admin.user.id, projectId, unitId });

/** The number fields of a JSON body whose names say they hold an id (userId, projectId, ...). */
function bodyIdFields(route: AppRoute): string[] {
  const body = route.method === 'GET' ? undefined : (route as { body?: unknown }).body;
  let schema = body instanceof z.ZodType ? body : undefined;
  while (schema instanceof z.ZodEffects) schema = schema.innerType() as z.ZodType;
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.keys(schema.shape as object).filter((key) => /(^id|Id)$/.test(key));
}

const routes = allRoutes(contract).filter(
  ([, route]) =>
    pathParams(route).some((param) => !(param in OTHER_PARAMS)) || bodyIdFields(route).length > 0,
);

function call(route: AppRoute, params: Record<string, string>, body: unknown) {
  const url = route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
  const hasBody = route.method !== 'GET' && body !== undefined;
  return fetch(`${api.baseUrl}${url}`, {
    method: route.method,
    headers: {
      // The inspector's routes open to inspectors only; every other route to the admin.
      authorization: `Bearer ${route.path.startsWith('/api/inspector/') ? inspector.token : admin.token}`,
      ...(hasBody && { 'content-type': 'application/json' }),
    },
    ...(hasBody && { body: JSON.stringify(body) }),
  });
}

/** What a refusal that is not a 400 or 404 with a JSON message looked like; undefined when fine. */
async function wrongAnswer(response: Response, allowed: number[]): Promise<string | undefined> {
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (allowed.includes(response.status) && typeof body?.message === 'string') return undefined;
  return `${response.status} ${JSON.stringify(body)}`;
}

describe('ids beyond the stored range', () => {
  it('finds the routes that take an id, each with a valid body where it needs one', () => {
    const bodies = validBodies();
    expect(routes.length).toBeGreaterThan(25);
    const missing = routes
      .filter(([, route]) => route.method !== 'GET' && route.method !== 'DELETE')
      .filter(([, route]) => (route as { body?: unknown }).body !== undefined)
      .map(([name]) => name)
      .filter((name) => !(name in bodies));
    expect(missing).toEqual([]);
  });

  it('answers 400 or 404 with a message on every route with such an id in its path, never 500', async () => {
    const bodies = validBodies();
    const failures: string[] = [];
    for (const [name, route] of routes) {
      for (const param of pathParams(route).filter((p) => !(p in OTHER_PARAMS))) {
        for (const bad of PATH_IDS) {
          const params = { ...OTHER_PARAMS, [param]: bad };
          const wrong = await wrongAnswer(await call(route, params, bodies[name]), [400, 404]);
          if (wrong) failures.push(`${name} ${param}=${bad}: ${wrong}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 with a message for such an id in a body, never 500', async () => {
    const bodies = validBodies();
    const failures: string[] = [];
    for (const [name, route] of routes) {
      for (const field of bodyIdFields(route)) {
        for (const bad of BODY_IDS) {
          const body = { ...(bodies[name] as object), [field]: bad };
          const wrong = await wrongAnswer(await call(route, {}, body), [400]);
          if (wrong) failures.push(`${name} ${field}=${bad}: ${wrong}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
