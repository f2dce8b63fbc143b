import { contract } from '@coinvest/contract';
import { createProject, createUnit } from '@coinvest/db/testing';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fullProjectInput,
  signedInAdmin,
  signedInInspector,
  unitInput,
  type Caller,
} from './admin-fixtures';
import { allRoutes } from './contract-routes';
import { startTestApi, type TestApi } from './helpers';

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

/** Path parameters that are not ids, with a valid value. */
const OTHER_PARAMS: Record<string, string> = {
  document: 'selfie',
  language: 'fr',
  kind: 'greda_membership',
};

/**
 * A valid body for each route that takes an id (in its path or its body) and a body, so only
 * the id is wrong. A route missing here fails the first test.
 */
const validBodies = (): Record<string, unknown> => ({
  updateProject: fullProjectInput(),
  createUnit: unitInput({ unitNumber: 'ID-1' }),
  updateUnit: unitInput({ unitNumber: 'ID-2' }),
  updateUnitPaymentStatus: { status: 'fully_funded' },
  markUnitSold: { soldPrice: '200000', profitGenerated: '50000' },
  updateDeveloper: {
    name: 'Id Test Builders',
    description: 'Builds test houses.',
    email: 'id-builders@example.com',
    phone: '+233 30 000 0000',
    address: '1 Test Road',
    city: 'Accra',
    country: 'Ghana',
  },
  approveProjectInterest: {},
  rejectProjectInterest: {},
  confirmPayment: { paymentMethod: 'bank_transfer', paymentReference: 'BANK-REF-ID' },
  cancelInvestment: {},
  approveKyc: { reviewNotes: '' },
  rejectKyc: { rejectionReason: 'The document is blurred.' },
  postProjectUpdate: {
    title: 'Roof on',
    description: 'The roof is finished.',
    updateType: 'milestone',
    progressPercentage: 60,
  },
  markNotificationRead: {},
  updateGoal: {
    goalName: 'A flat in Accra',
    targetAmount: '50000.00',
    targetDate: '2030-01-31',
    goalType: 'property',
  },
  completeGoal: {},
  saveReviewedTranslation: { description: 'Une résidence de huit appartements.' },
  createInvestment: {
    userId: admin.user.id,
    projectId,
    unitId,
    amount: '5000',
    satisfactionConfirmed: true,
  },
  setDeveloperLicence: { number: 'GREDA-ID-1', expiresOn: '2030-01-31' },
  createMilestone: { name: 'Roof', plannedDate: '2027-06-30', plannedPercent: 60 },
  updateMilestone: {
    name: 'Roof',
    plannedDate: '2027-07-31',
    plannedPercent: 60,
    reason: 'Rains',
  },
  updateProjectPicture: { caption: 'The site from the road' },
  setInspectorProjects: { projectIds: [projectId] },
  // Multipart routes: the id is refused before the form is read.
  postProjectUpdateWithEvidence: {},
  uploadProjectPicture: {},
  reviewProjectUpdate: {},
  createProjectInterest: {
    userId: admin.user.id,
    projectId,
    unitId,
    interestAmount: '5000',
    contactPreference: 'email',
    contactInfo: 'investor@example.com',
  },
});

const pathParams = (route: AppRoute) =>
  [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

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
