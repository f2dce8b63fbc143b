import { contract } from '@coinvest/contract';
import type { AppRoute } from '@ts-rest/core';
import {
  createDeveloper,
  createInvestment,
  createKycVerification,
  createProject,
  createUnit,
  createUser,
} from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  fullProjectInput,
  signedInAdmin,
  signedInUser,
  unitInput,
  type Caller,
} from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;
let user: Caller;

interface Ids {
  project: number;
  unit: number;
  developer: number;
  interest: number;
  investment: number;
  kyc: number;
}

/** Each route gets its own records, pending where a decision needs it, so no call depends on another. */
async function freshIds(): Promise<Ids> {
  const project = await createProject(api.db);
  const unit = await createUnit(api.db, { projectId: project.id });
  const developer = await createDeveloper(api.db);
  await api.db
    .insertInto('developerLicences')
    .values({
      developerId: developer.id,
      kind: 'reac_licence',
      number: 'REAC/1',
      expiresOn: '2030-01-01',
    })
    .execute();
  const investor = await createUser(api.db);
  const interest = await api.db
    .insertInto('projectInterests')
    .values({ userId: investor.id, projectId: project.id, interestAmount: '5000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const investment = await createInvestment(api.db, {
    userId: investor.id,
    status: 'pending_payment',
    amount: '1000.00',
  });
  const kyc = await createKycVerification(api.db, { userId: investor.id });
  return {
    project: project.id,
    unit: unit.id,
    developer: developer.id,
    interest: interest.id,
    investment: investment.id,
    kyc: kyc.id,
  };
}

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
  user = await signedInUser(api);
});
afterAll(() => api.close());

const adminRouters = {
  adminProjects: contract.adminProjects,
  adminUnits: contract.adminUnits,
  adminDevelopers: contract.adminDevelopers,
  adminSummary: contract.adminSummary,
  adminCurrencyRates: contract.adminCurrencyRates,
  auditLog: contract.auditLog,
  adminProjectInterests: contract.adminProjectInterests,
  adminInvestments: contract.adminInvestments,
  adminKyc: {
    listPendingKyc: contract.kyc.listPendingKyc,
    approveKyc: contract.kyc.approveKyc,
    rejectKyc: contract.kyc.rejectKyc,
  },
  adminProjectUpdates: { postProjectUpdate: contract.projectUpdates.postProjectUpdate },
};

type RouteName = {
  [R in keyof typeof adminRouters]: keyof (typeof adminRouters)[R];
}[keyof typeof adminRouters];

interface Example {
  /** A valid body, so the admin's call passes validation and shows the route really runs. */
  body?: unknown;
  /** What the admin gets for this valid call. */
  adminStatus: number;
}

/** One valid request per admin route; TypeScript refuses a route left out. */
const examples: Record<RouteName, Example> = {
  listAdminProjects: { adminStatus: 200 },
  getAdminProject: { adminStatus: 200 },
  createProject: { body: fullProjectInput(), adminStatus: 201 },
  updateProject: { body: fullProjectInput(), adminStatus: 200 },
  deleteProject: { adminStatus: 200 },
  publishProject: { adminStatus: 200 },
  unpublishProject: { adminStatus: 200 },
  listAdminProjectUnits: { adminStatus: 200 },
  createUnit: { body: unitInput({ unitNumber: 'Z-900' }), adminStatus: 201 },
  updateUnit: { body: unitInput({ unitNumber: 'Z-901' }), adminStatus: 200 },
  deleteUnit: { adminStatus: 200 },
  updateUnitPaymentStatus: { body: { status: 'fully_funded' }, adminStatus: 200 },
  markUnitSold: { body: { soldPrice: '200000' }, adminStatus: 200 },
  listAdminDevelopers: { adminStatus: 200 },
  createDeveloper: {
    body: {
      name: 'Authorization Test Builders',
      description: 'Builds test houses.',
      email: 'builders@example.com',
      phone: '+233 30 000 0000',
      address: '1 Test Road',
      city: 'Accra',
      country: 'Ghana',
    },
    adminStatus: 201,
  },
  updateDeveloper: {
    body: {
      name: 'Authorization Test Builders 2',
      description: 'Builds test houses.',
      email: 'builders2@example.com',
      phone: '+233 30 000 0000',
      address: '1 Test Road',
      city: 'Accra',
      country: 'Ghana',
    },
    adminStatus: 200,
  },
  deleteDeveloper: { adminStatus: 200 },
  listDeveloperLicences: { adminStatus: 200 },
  setDeveloperLicence: { body: { number: 'REAC/2', expiresOn: '2031-01-01' }, adminStatus: 200 },
  removeDeveloperLicence: { adminStatus: 200 },
  getAdminSummary: { adminStatus: 200 },
  listAdminCurrencyRates: { adminStatus: 200 },
  updateCurrencyRates: { body: { rates: [{ code: 'GHS', rate: '12.75' }] }, adminStatus: 200 },
  listAuditLog: { adminStatus: 200 },
  listProjectInterests: { adminStatus: 200 },
  approveProjectInterest: { adminStatus: 200 },
  rejectProjectInterest: { adminStatus: 200 },
  listInvestments: { adminStatus: 200 },
  confirmPayment: {
    body: { paymentMethod: 'bank_transfer', paymentReference: 'BANK-REF-001' },
    adminStatus: 200,
  },
  cancelInvestment: { body: {}, adminStatus: 200 },
  listPendingKyc: { adminStatus: 200 },
  approveKyc: { body: { reviewNotes: '' }, adminStatus: 200 },
  rejectKyc: { body: { rejectionReason: 'The document is blurred.' }, adminStatus: 200 },
  postProjectUpdate: {
    body: {
      title: 'Roof on',
      description: 'The roof is finished.',
      updateType: 'milestone',
      progressPercentage: 60,
    },
    adminStatus: 201,
  },
};

const routes = Object.values(adminRouters).flatMap((router) =>
  Object.entries(router as Record<string, AppRoute>).map(([name, route]) => ({
    name: name as RouteName,
    method: route.method,
    path: route.path,
  })),
);

function urlOf(path: string, ids: Ids): string {
  const id = path.includes('developers')
    ? ids.developer
    : path.includes('project-interests')
      ? ids.interest
      : path.includes('investments')
        ? ids.investment
        : ids.project;
  return path
    .replace(':unitId', String(ids.unit))
    .replace(':kycId', String(ids.kyc))
    .replace(':kind', 'reac_licence')
    .replace(':id', String(id));
}

function call(method: string, url: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${api.baseUrl}${url}`, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

describe('every admin route', () => {
  it('covers all the admin routes of the contract', () => {
    expect(routes.map((route) => route.name).sort()).toEqual(Object.keys(examples).sort());
    expect(routes.length).toBe(34);
  });

  it.each(routes)(
    '$method $path: 401 for a visitor, 403 for a user, then works for the admin',
    async (route) => {
      const example = examples[route.name];
      const url = urlOf(route.path, await freshIds());
      const before = await auditCount(api.db);

      // An invalid body or none at all: the caller's rights are checked before the body.
      const visitor = await call(
        route.method,
        url,
        null,
        example.body === undefined ? undefined : {},
      );
      expect(visitor.status).toBe(401);
      expect(await visitor.json()).toMatchObject({ errorCode: 'AUTHENTICATION_REQUIRED' });

      const expired = await call(route.method, url, 'not-a-token', example.body);
      expect(expired.status).toBe(401);

      const forUser = await call(route.method, url, user.token, example.body);
      expect(forUser.status).toBe(403);
      expect(await forUser.json()).toEqual({
        message: 'Admin access required',
        errorCode: 'FORBIDDEN',
      });
      expect(await auditCount(api.db)).toBe(before);

      const forAdmin = await call(route.method, url, admin.token, example.body);
      expect(forAdmin.status, await forAdmin.clone().text()).toBe(example.adminStatus);
    },
  );
});
